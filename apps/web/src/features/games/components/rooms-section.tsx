import './rooms.css';
import type { RoomItem } from '@pagoda/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RoomCard } from './room-card';

type Props = {
  rooms: RoomItem[];
  onJoin: (room: RoomItem) => void;
  /** The nodeId being launched, if any. */
  busy: string | null;
};

/** /pvp: the PVP rooms above the game grid; nothing when no vendor has rooms. */
export const RoomsSection = ({ rooms, onJoin, busy }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  if (rooms.length === 0) return null;
  return (
    <section className="rooms-section" aria-labelledby={`${id}-title`}>
      <div className="rooms-section__head">
        <h2 id={`${id}-title`} className="rooms-section__title">
          {t('games.rooms.title')}
        </h2>
        <p className="rooms-section__lead">{t('games.rooms.lead')}</p>
      </div>
      <ul className="room-grid" aria-label={t('games.rooms.list_label')}>
        {rooms.map((r) => (
          <RoomCard key={r.nodeId} room={r} onJoin={onJoin} busy={busy === r.nodeId} />
        ))}
      </ul>
    </section>
  );
};
