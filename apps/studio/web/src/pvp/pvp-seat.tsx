import type { StudioLang } from '../../../src/engine/types';
import { formatCurrency } from '../shared/money';
import { HandCards } from './pvp-cards';
import { playerName, type Label, type SeatModel } from './pvp-model';
import { handName, pvpText } from './pvp-text';

/** A label in the player's language, money values formatted in the currency. */
export const labelText = (lang: StudioLang, label: Label, currency: string): string => {
  const money = Object.fromEntries(
    Object.entries(label.money ?? {}).map(([name, minor]) => [name, formatCurrency(minor, currency)]),
  );
  return pvpText(lang, label.key, { ...label.vars, ...money });
};

/** A seat's name: "Bot 2" for a bot, the player's name for a human. */
export const seatName = (lang: StudioLang, seat: SeatModel): string =>
  seat.nameLabel ? labelText(lang, seat.nameLabel, '') : playerName(seat.player);

/** +1.90 / −2.00: a result with its sign, in the currency. */
export const signedMoney = (minor: number, currency: string): string =>
  minor > 0
    ? `+${formatCurrency(minor, currency)}`
    : minor < 0
      ? `−${formatCurrency(-minor, currency)}`
      : formatCurrency(0, currency);

type Props = { lang: StudioLang; seat: SeatModel; currency: string };

export const PvpSeat = ({ lang, seat, currency }: Props) => {
  const number = pvpText(lang, 'pvp.seat.label', { n: seat.index + 1 });
  if (seat.empty) {
    return (
      <article className="pvp-seat is-empty" aria-label={`${number}: ${pvpText(lang, 'pvp.seat.empty')}`}>
        <span className="pvp-seat-empty">{pvpText(lang, 'pvp.seat.empty')}</span>
      </article>
    );
  }
  const name = seatName(lang, seat);
  const classes = [
    'pvp-seat',
    seat.you && 'is-you',
    seat.bot && 'is-bot',
    seat.banker && 'is-banker',
    !seat.connected && 'is-offline',
    seat.result &&
      `is-${seat.result.outcome === 'banker' ? (seat.result.change >= 0 ? 'win' : 'lose') : seat.result.outcome}`,
  ]
    .filter(Boolean)
    .join(' ');
  const hand = seat.hand;
  return (
    <article className={classes} aria-label={`${number}: ${name}`} data-seat={seat.index}>
      <header className="pvp-seat-head">
        <span
          className={seat.connected ? 'pvp-dot is-on' : 'pvp-dot'}
          role="img"
          aria-label={pvpText(lang, seat.connected ? 'pvp.seat.online' : 'pvp.seat.offline')}
          title={pvpText(lang, seat.connected ? 'pvp.seat.online' : 'pvp.seat.offline')}
        />
        <span className="pvp-seat-name" title={name}>
          {name}
        </span>
      </header>
      <div className="pvp-badges">
        {seat.you && <span className="pvp-badge is-you">{pvpText(lang, 'pvp.seat.you')}</span>}
        {seat.bot && <span className="pvp-badge is-bot">{pvpText(lang, 'pvp.seat.bot')}</span>}
        {seat.banker && <span className="pvp-badge is-banker">{pvpText(lang, 'pvp.seat.banker')}</span>}
        {seat.leaving && <span className="pvp-badge is-leaving">{pvpText(lang, 'pvp.seat.leaving')}</span>}
        {!seat.connected && <span className="pvp-badge is-offline">{pvpText(lang, 'pvp.seat.offline')}</span>}
      </div>
      {seat.cards.length > 0 && (
        <HandCards lang={lang} cards={seat.cards} hand={hand} label={pvpText(lang, 'pvp.seat.cards', { name })} />
      )}
      <footer className="pvp-seat-foot">
        {seat.bet && <span className="pvp-bet">{labelText(lang, seat.bet, currency)}</span>}
        {seat.status && <span className="pvp-status">{labelText(lang, seat.status, currency)}</span>}
        {hand && (
          <span className={`pvp-hand is-${hand.kind}`}>
            {handName(lang, hand)} <span className="pvp-mult">×{hand.multiplier}</span>
          </span>
        )}
        {seat.result && (
          <span className="pvp-result" data-testid={seat.you ? 'pvp-my-result' : undefined}>
            {seat.result.outcome !== 'banker' && `${pvpText(lang, `pvp.outcome.${seat.result.outcome}`)} `}
            <strong>{signedMoney(seat.result.change, currency)}</strong>
          </span>
        )}
      </footer>
    </article>
  );
};
