import { useEffect, useState } from 'react';
import type { StudioLang } from '../../../src/engine/types';
import type { LotteryTicket, MenuGame } from '../../../src/shared/lottery-api';
import { lotteryApi, StudioApiError } from '../shared/api-client';
import { formatCurrency, parseMinor } from '../shared/money';
import { MyChases } from './lottery-chases';
import { gameName, stationName } from './lottery-names';
import { lotteryText } from './lottery-text';

type Filter = 'all' | 'open' | 'won' | 'lost' | 'void';
const FILTERS: readonly Filter[] = ['all', 'open', 'won', 'lost', 'void'];

/** The filter a ticket's status belongs to (PENDING waits for the wallet: it is open too). */
export const statusFilter = (status: LotteryTicket['status']): Exclude<Filter, 'all'> =>
  status === 'WON' ? 'won' : status === 'LOST' ? 'lost' : status === 'VOID' ? 'void' : 'open';

type Props = {
  lang: StudioLang;
  games: MenuGame[];
  currency: string;
  /** Changes after a purchase or a draw: the list reads again. */
  version: number;
  setBalance: (balance: string) => void;
  onError: (code: string) => void;
};

const money = (text: string | null, currency: string) => {
  const minor = text === null ? null : parseMinor(text);
  return minor === null ? '–' : formatCurrency(minor, currency);
};

/** My bets: the player's tickets, open, won, lost or void, with numbers, hits, cost and win. */
export const MyBets = ({ lang, games, currency, version, setBalance, onError }: Props) => {
  const [filter, setFilter] = useState<Filter | 'chases'>('all');
  const [tickets, setTickets] = useState<LotteryTicket[] | null>(null);

  useEffect(() => {
    let live = true;
    if (filter === 'chases') return;
    lotteryApi
      .tickets(filter)
      .then((v) => live && setTickets(v.tickets))
      .catch((e: unknown) => {
        if (!live) return;
        setTickets([]);
        onError(e instanceof StudioApiError ? e.errorCode : 'studio.platform_unavailable');
      });
    return () => {
      live = false;
    };
  }, [filter, version, onError]);

  const nameOf = (code: string) => gameName(lang, code, games.find((g) => g.gameCode === code)?.gameName ?? code);

  return (
    <div className="lot-bets">
      <div className="lot-types" role="group" aria-label={lotteryText(lang, 'lottery.bets.filter')}>
        {FILTERS.map((f) => (
          <button key={f} type="button" className="lot-type" aria-pressed={f === filter} onClick={() => setFilter(f)}>
            {lotteryText(lang, `lottery.status.${f}`)}
          </button>
        ))}
        <button
          type="button"
          className="lot-type"
          aria-pressed={filter === 'chases'}
          onClick={() => setFilter('chases')}
        >
          {lotteryText(lang, 'lottery.chases.tab')}
        </button>
      </div>
      {filter === 'chases' ? (
        <MyChases
          lang={lang}
          games={games}
          currency={currency}
          version={version}
          setBalance={setBalance}
          onError={onError}
        />
      ) : tickets === null ? (
        <p role="status" className="studio-muted">
          {lotteryText(lang, 'lottery.loading')}
        </p>
      ) : tickets.length === 0 ? (
        <p className="studio-muted">{lotteryText(lang, 'lottery.noTickets')}</p>
      ) : (
        <ul className="lot-tickets">
          {tickets.map((t) => {
            const status = statusFilter(t.status);
            return (
              <li key={t.ticketId} className={`lot-ticket is-${status}`}>
                <div className="lot-ticket-head">
                  <strong>{nameOf(t.gameCode)}</strong>
                  <span className={`lot-status is-${status}`}>{lotteryText(lang, `lottery.status.${status}`)}</span>
                </div>
                <p className="studio-muted lot-ticket-sub">
                  {lotteryText(lang, 'lottery.numero', { numero: t.numero })} · {t.betTypeName}
                  {t.station ? ` · ${stationName(t.station)}` : ''}
                  {t.position !== null ? ` · ${lotteryText(lang, `lottery.pos.${t.position as 0}`)}` : ''} ·{' '}
                  {lotteryText(lang, 'lottery.ticket.points', { points: t.points })}
                </p>
                <p className="lot-ticket-numbers">
                  {t.numbers.map((n) => {
                    const hit = t.lines?.some((l) => l.hits > 0 && l.numbers.includes(n)) ?? false;
                    return (
                      <span key={n} className={hit ? 'lot-num is-hit' : 'lot-num'}>
                        {n}
                        {/* The hit is marked by colour; a screen reader hears it. */}
                        {hit && <span className="lot-sr"> ({lotteryText(lang, 'lottery.ticket.hit')})</span>}
                      </span>
                    );
                  })}
                </p>
                <dl className="lot-totals is-row">
                  <div>
                    <dt>{lotteryText(lang, 'lottery.ticket.cost')}</dt>
                    <dd>{money(t.cost, currency)}</dd>
                  </div>
                  <div>
                    <dt>{lotteryText(lang, 'lottery.ticket.hits')}</dt>
                    <dd>{t.hits ?? '–'}</dd>
                  </div>
                  <div>
                    <dt>{lotteryText(lang, 'lottery.ticket.win')}</dt>
                    <dd className={t.status === 'WON' ? 'lot-ok' : undefined}>{money(t.win, currency)}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
};
