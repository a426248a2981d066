import { useEffect, useState } from 'react';
import type { StudioLang } from '../../../src/engine/types';
import type { Chase, MenuGame } from '../../../src/shared/lottery-api';
import { lotteryApi, StudioApiError } from '../shared/api-client';
import { formatCurrency, parseMinor } from '../shared/money';
import { canCancel } from './lottery-chase-model';
import { gameName, stationName } from './lottery-names';
import { lotteryText } from './lottery-text';
import './lottery-chase.css';

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

/** A step's ticket as My bets names its status (PENDING waits for the wallet: open too). */
const stepStatus = (status: Chase['steps'][number]['status']) =>
  status === 'WON' ? 'won' : status === 'LOST' ? 'lost' : status === 'VOID' ? 'void' : 'open';

const STATUS_CLASS: Record<Chase['status'], string> = {
  RUNNING: 'open',
  WON_STOPPED: 'won',
  FINISHED: 'lost',
  CANCELLED: 'void',
};

/** My chases: each chase's progress (played, won, refunded), its draws, and a cancel of the draws still open. */
export const MyChases = ({ lang, games, currency, version, setBalance, onError }: Props) => {
  const [chases, setChases] = useState<Chase[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    lotteryApi
      .chases()
      .then((v) => live && setChases(v.chases))
      .catch((e: unknown) => {
        if (!live) return;
        setChases([]);
        onError(e instanceof StudioApiError ? e.errorCode : 'studio.platform_unavailable');
      });
    return () => {
      live = false;
    };
  }, [version, onError]);

  const nameOf = (code: string) => gameName(lang, code, games.find((g) => g.gameCode === code)?.gameName ?? code);

  const cancel = async (id: string) => {
    setBusy(id);
    setNotice(null);
    try {
      const { chase, balance } = await lotteryApi.cancelChase(id);
      if (balance !== null) setBalance(balance);
      setChases((list) => list?.map((c) => (c.chaseId === id ? chase : c)) ?? null);
      setNotice(lotteryText(lang, 'lottery.chases.cancelled'));
    } catch (e) {
      onError(e instanceof StudioApiError ? e.errorCode : 'studio.platform_unavailable');
    } finally {
      setBusy(null);
    }
  };

  if (chases === null)
    return (
      <p role="status" className="studio-muted">
        {lotteryText(lang, 'lottery.loading')}
      </p>
    );
  if (chases.length === 0) return <p className="studio-muted">{lotteryText(lang, 'lottery.chases.none')}</p>;
  return (
    <>
      <div aria-live="polite">{notice && <p className="lot-ok">{notice}</p>}</div>
      <ul className="lot-tickets lot-chases">
        {chases.map((c) => (
          <li key={c.chaseId} className={`lot-ticket is-${STATUS_CLASS[c.status]}`}>
            <div className="lot-ticket-head">
              <strong>{nameOf(c.gameCode)}</strong>
              <span className={`lot-status is-${STATUS_CLASS[c.status]}`}>
                {lotteryText(lang, `lottery.chases.status.${c.status}`)}
              </span>
            </div>
            <p className="studio-muted lot-ticket-sub">
              {c.betTypeName}
              {c.station ? ` · ${stationName(c.station)}` : ''}
              {c.position !== null ? ` · ${lotteryText(lang, `lottery.pos.${c.position as 0}`)}` : ''} ·{' '}
              {lotteryText(lang, 'lottery.ticket.points', { points: c.points })}
              {c.stopOnWin ? ` · ${lotteryText(lang, 'lottery.chases.stopOnWin')}` : ''}
            </p>
            <p className="lot-ticket-numbers">
              {c.numbers.map((n) => (
                <span key={n} className="lot-num">
                  {n}
                </span>
              ))}
            </p>
            <p className="lot-chase-progress">
              {lotteryText(lang, 'lottery.chases.progress', {
                done: c.done,
                periods: c.periods,
                won: c.won,
                refunded: c.refundedSteps,
              })}
            </p>
            <ol className="lot-chase-track" aria-label={lotteryText(lang, 'lottery.chase.steps')}>
              {c.steps.map((s) => {
                const status = stepStatus(s.status);
                return (
                  <li
                    key={s.step}
                    className={`lot-chase-dot is-${status}`}
                    title={`${s.numero} · ×${s.multiplier} · ${lotteryText(lang, `lottery.status.${status}`)}`}
                  >
                    <span className="lot-visually-hidden">
                      {s.numero} · {lotteryText(lang, `lottery.status.${status}`)}
                    </span>
                  </li>
                );
              })}
            </ol>
            <dl className="lot-totals is-row">
              <div>
                <dt>{lotteryText(lang, 'lottery.chases.cost')}</dt>
                <dd>{money(c.totalCost, currency)}</dd>
              </div>
              <div>
                <dt>{lotteryText(lang, 'lottery.chases.refunded')}</dt>
                <dd>{money(c.refunded, currency)}</dd>
              </div>
              <div>
                <dt>{lotteryText(lang, 'lottery.chases.win')}</dt>
                <dd className={c.won > 0 ? 'lot-ok' : undefined}>{money(c.totalWin, currency)}</dd>
              </div>
            </dl>
            {canCancel(c) && (
              <button
                type="button"
                className="studio-button"
                disabled={busy !== null}
                onClick={() => void cancel(c.chaseId)}
              >
                {lotteryText(lang, busy === c.chaseId ? 'lottery.chases.cancelling' : 'lottery.chases.cancel')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
};
