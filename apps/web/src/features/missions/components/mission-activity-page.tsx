import './missions.css';
import { errorMessageKey, type Mission, type Raffle } from '@pagoda/contracts';
import { CheckCircle2, ShieldCheck, ShieldX, Ticket, Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatMoney, formatTime } from '../../../lib/format';
import { useClaimMissionReward } from '../api/claim-mission-reward';
import { useClaimRafflePromotion } from '../api/claim-raffle-promotion';
import { useMissionLeaderboard } from '../api/get-mission-leaderboard';
import { useMissionSummary } from '../api/get-mission-summary';
import { useRaffles } from '../api/get-raffles';
import { useRaffleVerification } from '../api/verify-raffle';

const MONEY_METRICS = ['VALID_BET', 'DEPOSIT_TOTAL'];
const figure = (m: Mission, v: number) => (MONEY_METRICS.includes(m.metric) ? formatMoney(v) : String(v));

const failure = (t: ReturnType<typeof useTranslation>['t'], err: unknown) =>
  err instanceof ApiError ? t(errorMessageKey(err.code), { defaultValue: err.message }) : t('error.network');

const MissionCard = ({ m }: { m: Mission }) => {
  const { t } = useTranslation();
  const claim = useClaimMissionReward();
  const pct = m.target > 0 ? Math.min(100, Math.round((m.progress / m.target) * 100)) : 0;
  const label = `${figure(m, m.progress)} / ${figure(m, m.target)}`;
  return (
    <li className="mission-card" data-testid={`mission-${m.id}`}>
      <div>
        <p className="mission-card__title">{m.title}</p>
        <span className="mission-card__meta">
          {t(`mission.period.${m.period}`)} · {t('mission.reward', { amount: formatMoney(m.rewardAmount) })}
          {m.wagering > 0 ? ` · ${t('mission.wagering', { x: m.wagering })}` : ''} ·{' '}
          {t('mission.ends', { time: formatTime(m.endsAt) })}
        </span>
      </div>
      <div>
        {m.state === 'CLAIMED' ? (
          <span className="mission-card__claimed">
            <CheckCircle2 aria-hidden="true" size={16} /> {t('mission.claimed')}
          </span>
        ) : (
          <button
            type="button"
            className="btn btn--primary"
            disabled={m.state !== 'CLAIMABLE' || claim.isPending}
            onClick={() => claim.mutate({ missionId: m.id })}
          >
            {t('mission.claim')}
          </button>
        )}
      </div>
      <div
        className="mission-card__bar"
        role="progressbar"
        aria-label={t('mission.progress_of', { title: m.title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={label}
      >
        <div className="mission-card__fill" style={{ width: `${pct}%` }} />
      </div>
      <span className="mission-card__meta" data-testid="mission-progress">
        {label}
      </span>
      {claim.isError ? (
        <p role="alert" className="form__error">
          {failure(t, claim.error)}
        </p>
      ) : null}
      {claim.isSuccess ? (
        <p role="status">{t('mission.claimed_amount', { amount: formatMoney(claim.data.amount) })}</p>
      ) : null}
    </li>
  );
};

const Missions = () => {
  const { t } = useTranslation();
  const q = useMissionSummary();
  if (q.isPending) return <p role="status">{t('app.loading')}</p>;
  if (q.isError) return <p role="alert">{failure(t, q.error)}</p>;
  if (q.data.list.length === 0) return <p className="empty-state">{t('mission.none')}</p>;
  return (
    <ul className="mission-list">
      {q.data.list.map((m) => (
        <MissionCard key={m.id} m={m} />
      ))}
    </ul>
  );
};

const Leaderboards = () => {
  const { t } = useTranslation();
  const [back, setBack] = useState(0);
  const q = useMissionLeaderboard(back);
  return (
    <>
      <div className="mission-page__tabs" role="group" aria-label={t('mission.period_choice')}>
        {[0, 1].map((b) => (
          <button
            key={b}
            type="button"
            className={`btn ${b === back ? 'btn--primary' : ''}`}
            aria-pressed={b === back}
            onClick={() => setBack(b)}
          >
            {t(b === 0 ? 'mission.current_period' : 'mission.previous_period')}
          </button>
        ))}
      </div>
      {q.isPending ? <p role="status">{t('app.loading')}</p> : null}
      {q.isError ? <p role="alert">{failure(t, q.error)}</p> : null}
      {q.data?.boards.length === 0 ? <p className="empty-state">{t('mission.no_boards')}</p> : null}
      {q.data?.boards.map((b) => (
        <div key={b.id}>
          <h4>
            <Trophy aria-hidden="true" size={16} /> {b.title} <small>({b.periodKey})</small>
          </h4>
          <p className="board-me" data-testid={`board-me-${b.id}`}>
            {b.me
              ? t('mission.my_rank', {
                  rank: b.me.rank,
                  score: b.metric === 'TURNOVER' ? formatMoney(b.me.score) : `×${b.me.score}`,
                })
              : t('mission.not_ranked')}
          </p>
          {b.list.length === 0 ? (
            <p className="empty-state">{t('mission.board_empty')}</p>
          ) : (
            <table className="board-table">
              <caption className="visually-hidden">{b.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('mission.rank')}</th>
                  <th scope="col">{t('mission.player')}</th>
                  <th scope="col" className="num">
                    {t(b.metric === 'TURNOVER' ? 'mission.turnover' : 'mission.multiplier')}
                  </th>
                  <th scope="col" className="num">
                    {t('mission.prize')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {b.list.map((r) => (
                  <tr key={`${r.rank}-${r.name}`}>
                    <td>{r.rank}</td>
                    <td>{r.name}</td>
                    <td className="num">{b.metric === 'TURNOVER' ? formatMoney(r.score) : `×${r.score}`}</td>
                    <td className="num">{r.prize > 0 ? formatMoney(r.prize) : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ))}
    </>
  );
};

const Verification = ({ raffleId }: { raffleId: number }) => {
  const { t } = useTranslation();
  const q = useRaffleVerification(raffleId);
  if (q.isPending) return <p role="status">{t('app.loading')}</p>;
  if (q.isError) return <p role="alert">{failure(t, q.error)}</p>;
  const v = q.data;
  return (
    <div className="raffle-card__verify">
      <p className={v.verified ? 'raffle-card__ok' : 'raffle-card__bad'}>
        {v.verified ? <ShieldCheck aria-hidden="true" size={16} /> : <ShieldX aria-hidden="true" size={16} />}{' '}
        {t(v.verified ? 'raffle.verified' : 'raffle.not_verified')}
      </p>
      <span>{t('raffle.seed')}</span>
      <code className="raffle-card__hash">{v.serverSeed ?? '–'}</code>
      <span>{t('raffle.commitment')}</span>
      <code className="raffle-card__hash">{v.seedHash}</code>
      <span>{t('raffle.list_hash')}</span>
      <code className="raffle-card__hash">{v.ticketListHash ?? '–'}</code>
      <span>{t('raffle.recomputed', { n: v.winners.length })}</span>
      <ol>
        {v.winners.map((w) => (
          <li key={w.prize}>
            {t('raffle.ticket_of', { ticket: w.ticket, owner: w.owner })} — {formatMoney(w.amount)}
          </li>
        ))}
      </ol>
      <small>{v.algorithm}</small>
    </div>
  );
};

const RaffleCard = ({ r }: { r: Raffle }) => {
  const { t } = useTranslation();
  const claim = useClaimRafflePromotion();
  const [verify, setVerify] = useState(false);
  return (
    <article className="raffle-card" aria-labelledby={`raffle-${r.id}`}>
      <h4 id={`raffle-${r.id}`}>
        <Ticket aria-hidden="true" size={16} /> {r.title} · {t(`raffle.state.${r.state}`)}
      </h4>
      <span>
        {t(r.ticketMode === 'DEPOSIT' ? 'raffle.per_deposit' : 'raffle.per_turnover', {
          unit: formatMoney(r.ticketUnit),
        })}
      </span>
      <span>{t('raffle.draw_at', { time: formatTime(r.drawAt) })}</span>
      <span>{t('raffle.prizes', { list: r.prizes.map(formatMoney).join(' / ') })}</span>
      <strong data-testid={`raffle-tickets-${r.id}`}>
        {t('raffle.my_tickets', { mine: r.myTickets, total: r.totalTickets })}
      </strong>
      <span>{t('raffle.commitment')}</span>
      <code className="raffle-card__hash">{r.seedHash}</code>
      {r.state === 'OPEN' && r.ticketMode === 'TURNOVER' ? (
        <button
          type="button"
          className="btn btn--primary"
          disabled={r.claimableTickets === 0 || claim.isPending}
          onClick={() => claim.mutate({ raffleId: r.id })}
        >
          {t('raffle.claim', { n: r.claimableTickets })}
        </button>
      ) : null}
      {claim.isError ? <p role="alert">{failure(t, claim.error)}</p> : null}
      {r.state === 'DRAWN' ? (
        <>
          {r.myPrize !== null ? <p role="status">{t('raffle.you_won', { amount: formatMoney(r.myPrize) })}</p> : null}
          <ol>
            {r.winners.map((w) => (
              <li key={w.prize}>
                {w.owner} — {formatMoney(w.amount)}
              </li>
            ))}
          </ol>
          <button type="button" className="btn" aria-expanded={verify} onClick={() => setVerify((v) => !v)}>
            {t('raffle.verify')}
          </button>
          {verify ? <Verification raffleId={r.id} /> : null}
        </>
      ) : null}
    </article>
  );
};

const Raffles = () => {
  const { t } = useTranslation();
  const q = useRaffles();
  if (q.isPending) return <p role="status">{t('app.loading')}</p>;
  if (q.isError) return <p role="alert">{failure(t, q.error)}</p>;
  if (q.data.list.length === 0) return <p className="empty-state">{t('raffle.none')}</p>;
  return (
    <div className="mission-list">
      {q.data.list.map((r) => (
        <RaffleCard key={r.id} r={r} />
      ))}
    </div>
  );
};

/** missionLeaderboard ("mission activity"): missions with progress and claim, the leaderboards with my rank, raffles. */
export const MissionActivityPage = () => {
  const { t } = useTranslation();
  return (
    <div className="mission-page">
      <section className="mission-page__section" aria-labelledby="mission-missions">
        <h3 id="mission-missions">{t('mission.missions')}</h3>
        <Missions />
      </section>
      <section className="mission-page__section" aria-labelledby="mission-boards">
        <h3 id="mission-boards">{t('mission.leaderboard')}</h3>
        <Leaderboards />
      </section>
      <section className="mission-page__section" aria-labelledby="mission-raffles">
        <h3 id="mission-raffles">{t('raffle.title')}</h3>
        <Raffles />
      </section>
    </div>
  );
};
