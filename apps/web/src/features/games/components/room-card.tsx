import type { RoomItem } from '@pagoda/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { imageUrl } from '../../../lib/image-cdn';
import { DEFAULT_GAME_ICON, iconFallback } from './game-card';

/** One seat dot per seat: people first, then the vendor's bots, then the free seats. */
export const seatDots = (room: { seats: number; taken: number; bots: number }) => {
  const bots = Math.min(room.bots, room.taken);
  const dots: ('player' | 'bot' | 'free')[] = [];
  for (let i = 0; i < room.seats; i++) dots.push(i < room.taken - bots ? 'player' : i < room.taken ? 'bot' : 'free');
  return dots;
};

type Props = {
  room: RoomItem;
  onJoin: (room: RoomItem) => void;
  busy?: boolean;
};

/** A PVP room: its stake, seats taken and free, bots if any, what the table is doing, and Join. */
export const RoomCard = ({ room, onJoin, busy }: Props) => {
  const { t } = useTranslation();
  const live = room.room && room.room.status !== 'unavailable' ? room.room : null;
  const stake = live ? live.stake : room.minBet;
  return (
    <li
      className={`room-card${live && live.free === 0 ? ' is-full' : ''}`}
      data-node-id={room.nodeId}
      data-status={room.room?.status}
    >
      <img
        className="room-card__icon"
        src={imageUrl(room.iconUrl || DEFAULT_GAME_ICON)}
        alt=""
        loading="lazy"
        width={64}
        height={64}
        onError={iconFallback}
      />
      <div className="room-card__body">
        <h3 className="room-card__name">{room.gameName}</h3>
        <p className="room-card__meta">
          {stake > 0 ? t('games.rooms.stake', { amount: formatMoney(stake) }) : room.displayName}
        </p>
        {live ? (
          <>
            <div className="room-seats">
              <span
                className="room-seats__dots"
                role="img"
                aria-label={t('games.rooms.seats_label', { taken: live.taken, seats: live.seats })}
              >
                {seatDots(live).map((kind, i) => (
                  <span key={i} className={`seat-dot seat-dot--${kind}`} />
                ))}
              </span>
              <span className="room-seats__count" aria-hidden="true">
                {live.taken} / {live.seats}
              </span>
            </div>
            {live.bots > 0 ? <p className="room-card__bots">{t('games.rooms.bots', { count: live.bots })}</p> : null}
          </>
        ) : null}
        {room.room ? (
          <p className={`room-card__status room-card__status--${room.room.status}`}>
            {live && live.free === 0 ? `${t('games.rooms.full')} · ` : ''}
            {t(`games.rooms.status.${room.room.status}`)}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="btn btn--sm btn--primary room-card__join"
        onClick={() => onJoin(room)}
        aria-label={t('games.rooms.join_room', { name: room.gameName })}
        aria-busy={busy || undefined}
        disabled={busy}
      >
        {t('games.rooms.join')}
      </button>
    </li>
  );
};
