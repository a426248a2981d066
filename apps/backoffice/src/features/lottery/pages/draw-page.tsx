import { type LotteryDrawView, operatorLotteryDraw } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Ban, CircleStop } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePermission } from '../../../components/can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormField } from '../../../components/form-field';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { callQuery } from '../../../lib/api';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import {
  LOTTERY_KEY,
  useCloseDraw,
  useConfirmResult,
  useCorrectResult,
  useEnterResult,
  useLotteryVendor,
  useVoidDraw,
} from '../api/lottery';
import { AwaitingBadge, DrawState } from '../components/draw-state';
import { ImportPanel } from '../components/import-panel';
import { PrizeForm } from '../components/prize-form';
import { ResultTables } from '../components/result-tables';
import { lotteryErrorText } from '../lib/error';
import type { PrizeTables } from '../lib/prize-tables';
import '../lottery.css';

type Draw = LotteryDrawView['draw'];
/** States in which a result may be entered (a regional draw, after its cut-off, before confirmation). */
const ENTERABLE = new Set<Draw['state']>(['CLOSED', 'DRAWN']);
/** States in which a regional draw's sales may be closed early (still on sale, or not yet open). */
const CLOSABLE = new Set<Draw['state']>(['UPCOMING', 'OPEN']);
const VOIDABLE = new Set<Draw['state']>(['UPCOMING', 'OPEN', 'CLOSED', 'DRAWN', 'CONFIRMED']);
/** A confirmed draw settles at the vendor shortly after: read it again until it has. */
const SETTLING_REFRESH_MS = 5_000;

/** One draw: its figures, the result and its submissions, entering or importing a result, confirming, voiding, correcting. */
const DrawPage = () => {
  const { t } = useTranslation('lottery');
  const toast = useToast();
  const { gameCode = '', numero = '' } = useParams();
  // The vendor named in the link (?vendor=), else the first lottery vendor.
  const picker = useLotteryVendor();
  const vendor = picker.vendor ?? '';
  const { operator } = useSession();
  const canResults = usePermission('lottery.results');
  const canManage = usePermission('lottery.manage');
  const key = { vendor, gameCode, numero };
  const read = useQuery({
    ...callQuery(LOTTERY_KEY, operatorLotteryDraw, key),
    refetchInterval: (q) => (q.state.data?.draw.state === 'CONFIRMED' ? SETTLING_REFRESH_MS : false),
    enabled: picker.vendor !== null,
  });
  const enter = useEnterResult();
  const confirm = useConfirmResult();
  const correct = useCorrectResult();
  const voiding = useVoidDraw();
  const closing = useCloseDraw();
  const [mode, setMode] = useState<'form' | 'import'>('form');
  const [correcting, setCorrecting] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [voidOpen, setVoidOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [closeOpen, setCloseOpen] = useState(false);
  const [closeReason, setCloseReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await action();
      toast.success(done);
      return true;
    } catch (err) {
      setError(lotteryErrorText(t, err));
      return false;
    }
  };
  const submit = (tables: PrizeTables, source: 'OPERATOR' | 'FEED') =>
    void run(() => enter.mutateAsync({ ...key, source, tables }), t('result.entered'));
  const submitCorrection = (tables: PrizeTables) =>
    void run(() => correct.mutateAsync({ ...key, tables }), t('correction.sent')).then(
      (ok) => ok && setCorrecting(false),
    );

  const view = read.data;
  const d = view?.draw;
  const isMaker = Boolean(d && operator && view.makers.includes(operator.username));
  const pending = d?.submissions.at(-1) ?? null;
  return (
    <>
      <p>
        <Link to={`/lottery/draws?vendor=${vendor}`} className="lottery-back">
          <ArrowLeft size={14} aria-hidden /> {t('draw.back')}
        </Link>
      </p>
      <PageHeader
        title={d ? t('draw.title', { game: d.gameName, numero: d.numero }) : t('draw.loading')}
        description={d ? t(`kinds.${d.kind}`) : undefined}
        actions={
          d ? (
            <>
              {canResults && d.kind === 'REGIONAL' && CLOSABLE.has(d.state) ? (
                <button type="button" className="button" onClick={() => setCloseOpen(true)}>
                  <CircleStop size={14} aria-hidden /> {t('closeSales.action')}
                </button>
              ) : null}
              {canManage && VOIDABLE.has(d.state) ? (
                <button type="button" className="button button--danger" onClick={() => setVoidOpen(true)}>
                  <Ban size={14} aria-hidden /> {t('void.action')}
                </button>
              ) : null}
            </>
          ) : null
        }
      />
      {read.isError ? (
        <p className="form-error" role="alert">
          {lotteryErrorText(t, read.error)}
        </p>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {d && view ? (
        <>
          <section className="card lottery-summary" aria-label={t('draw.summary')}>
            <dl className="lottery-facts">
              <div>
                <dt>{t('draws.state')}</dt>
                <dd className="lottery-chips">
                  <DrawState state={d.state} />
                  {d.awaitingConfirmation ? <AwaitingBadge /> : null}
                </dd>
              </div>
              <div>
                <dt>{t('draws.cutoff')}</dt>
                <dd>{formatDateTime(d.cutoffAt)}</dd>
              </div>
              {d.closedEarlyAt ? (
                <div>
                  <dt>{t('draw.closedEarlyAt')}</dt>
                  <dd>{formatDateTime(d.closedEarlyAt)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('draws.drawAt')}</dt>
                <dd>{formatDateTime(d.drawAt)}</dd>
              </div>
              <div>
                <dt>{t('draw.revision')}</dt>
                <dd>{d.revision}</dd>
              </div>
              <div>
                <dt>{t('draws.tickets')}</dt>
                <dd>{formatNumber(d.tickets)}</dd>
              </div>
              <div>
                <dt>{t('draws.sales')}</dt>
                <dd>
                  <Money value={d.sales} />
                </dd>
              </div>
              <div>
                <dt>{t('draws.payout')}</dt>
                <dd>{d.payout === null ? '—' : <Money value={d.payout} />}</dd>
              </div>
              {d.confirmedBy.length > 0 ? (
                <div>
                  <dt>{t('draw.confirmedBy')}</dt>
                  <dd>{d.confirmedBy.join(', ')}</dd>
                </div>
              ) : null}
              {d.voidReason ? (
                <div>
                  <dt>{t('draw.voidReason')}</dt>
                  <dd>{d.voidReason}</dd>
                </div>
              ) : null}
              {d.seedHash ? (
                <div className="lottery-facts__wide">
                  <dt>{t('draw.seedHash')}</dt>
                  <dd className="lottery-hash">{d.seedHash}</dd>
                </div>
              ) : null}
              {d.seed ? (
                <div className="lottery-facts__wide">
                  <dt>{t('draw.seed')}</dt>
                  <dd className="lottery-hash">{d.seed}</dd>
                </div>
              ) : null}
            </dl>
          </section>

          {d.result ? (
            <section className="card lottery-section">
              <h2 className="lottery-h2">{t('result.confirmed')}</h2>
              <ResultTables structure={d.structure} tables={d.result} caption={t('result.confirmed')} />
              {canResults && d.state === 'SETTLED' && !d.awaitingConfirmation ? (
                correcting ? (
                  <>
                    <h3 className="lottery-h3">{t('correction.title')}</h3>
                    <p className="muted">{t('correction.hint')}</p>
                    <PrizeForm
                      structure={d.structure}
                      initial={d.result}
                      submitLabel={t('correction.submit')}
                      busy={correct.isPending}
                      onSubmit={submitCorrection}
                    />
                  </>
                ) : (
                  <div className="lottery-actions">
                    <button type="button" className="button" onClick={() => setCorrecting(true)}>
                      {t('correction.start')}
                    </button>
                  </div>
                )
              ) : null}
            </section>
          ) : null}

          {d.awaitingConfirmation && pending ? (
            <section className="card lottery-section">
              <h2 className="lottery-h2">{t('confirm.title')}</h2>
              <ResultTables
                structure={d.structure}
                tables={pending.tables}
                caption={t('confirm.caption', { by: pending.by })}
              />
              {canResults ? (
                <div className="lottery-actions">
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={isMaker || confirm.isPending}
                    aria-describedby={isMaker ? 'lottery-maker-reason' : undefined}
                    onClick={() => setConfirmOpen(true)}
                  >
                    {t('confirm.action')}
                  </button>
                  {isMaker ? (
                    <p id="lottery-maker-reason" className="muted">
                      {t('confirm.makerReason')}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </section>
          ) : null}

          {canResults && d.kind === 'REGIONAL' && ENTERABLE.has(d.state) ? (
            <section className="card lottery-section">
              <h2 className="lottery-h2">{d.awaitingConfirmation ? t('result.again') : t('result.enter')}</h2>
              <div className="lottery-tabs" role="group" aria-label={t('result.how')}>
                <button
                  type="button"
                  className={`button button--small${mode === 'form' ? ' button--primary' : ''}`}
                  aria-pressed={mode === 'form'}
                  onClick={() => setMode('form')}
                >
                  {t('result.byHand')}
                </button>
                <button
                  type="button"
                  className={`button button--small${mode === 'import' ? ' button--primary' : ''}`}
                  aria-pressed={mode === 'import'}
                  onClick={() => setMode('import')}
                >
                  {t('result.byImport')}
                </button>
              </div>
              {mode === 'form' ? (
                <PrizeForm
                  structure={d.structure}
                  submitLabel={t('result.submit')}
                  busy={enter.isPending}
                  onSubmit={(tables) => submit(tables, 'OPERATOR')}
                />
              ) : (
                <ImportPanel
                  structure={d.structure}
                  busy={enter.isPending}
                  onSubmit={(tables) => submit(tables, 'FEED')}
                />
              )}
            </section>
          ) : null}

          <section className="card lottery-section">
            <h2 className="lottery-h2">{t('submissions.title')}</h2>
            {d.submissions.length === 0 ? (
              <p className="muted">{t('submissions.none')}</p>
            ) : (
              <table className="grid__table">
                <caption className="visually-hidden">{t('submissions.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('submissions.by')}</th>
                    <th scope="col">{t('submissions.source')}</th>
                    <th scope="col">{t('submissions.at')}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.submissions.map((s, i) => (
                    <tr key={i}>
                      <td>{s.by}</td>
                      <td>{t(`sources.${s.source}`)}</td>
                      <td>{formatDateTime(s.at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <section className="card lottery-section">
            <h2 className="lottery-h2">{t('history.title')}</h2>
            {view.history.length === 0 ? (
              <p className="muted">{t('history.none')}</p>
            ) : (
              <table className="grid__table">
                <caption className="visually-hidden">{t('history.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('history.at')}</th>
                    <th scope="col">{t('history.operator')}</th>
                    <th scope="col">{t('history.action')}</th>
                    <th scope="col">{t('history.detail')}</th>
                  </tr>
                </thead>
                <tbody>
                  {view.history.map((h, i) => (
                    <tr key={i}>
                      <td>{formatDateTime(h.at)}</td>
                      <td>{h.operator}</td>
                      <td>{t(`history.actions.${h.action.replace(/\./g, '_')}`, { defaultValue: h.action })}</td>
                      <td>{typeof h.detail.reason === 'string' ? h.detail.reason : ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <ConfirmDialog
            open={confirmOpen}
            title={t('confirm.dialogTitle')}
            confirmLabel={t('confirm.action')}
            busy={confirm.isPending}
            onCancel={() => setConfirmOpen(false)}
            onConfirm={async () => {
              await run(() => confirm.mutateAsync(key), t('confirm.done'));
              setConfirmOpen(false);
            }}
          >
            <p>{t('confirm.dialogBody', { game: d.gameName, numero: d.numero })}</p>
          </ConfirmDialog>
          <ConfirmDialog
            open={closeOpen}
            title={t('closeSales.dialogTitle')}
            confirmLabel={t('closeSales.action')}
            tone="danger"
            busy={closing.isPending}
            onCancel={() => setCloseOpen(false)}
            onConfirm={async () => {
              if (closeReason.trim().length < 3) return;
              const ok = await run(
                () => closing.mutateAsync({ ...key, reason: closeReason.trim() }),
                t('closeSales.done'),
              );
              if (ok) setCloseOpen(false);
            }}
          >
            <p>{t('closeSales.dialogBody', { game: d.gameName, numero: d.numero })}</p>
            <FormField
              label={t('closeSales.reason')}
              error={closeReason.length > 0 && closeReason.trim().length < 3 ? t('closeSales.reasonShort') : undefined}
            >
              <input
                className="input"
                value={closeReason}
                maxLength={200}
                onChange={(e) => setCloseReason(e.target.value)}
              />
            </FormField>
          </ConfirmDialog>
          <ConfirmDialog
            open={voidOpen}
            title={t('void.dialogTitle')}
            confirmLabel={t('void.action')}
            tone="danger"
            busy={voiding.isPending}
            onCancel={() => setVoidOpen(false)}
            onConfirm={async () => {
              if (reason.trim().length < 3) return;
              const ok = await run(() => voiding.mutateAsync({ ...key, reason: reason.trim() }), t('void.done'));
              if (ok) setVoidOpen(false);
            }}
          >
            <p>{t('void.dialogBody', { game: d.gameName, numero: d.numero })}</p>
            <FormField
              label={t('void.reason')}
              error={reason.length > 0 && reason.trim().length < 3 ? t('void.reasonShort') : undefined}
            >
              <input className="input" value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
            </FormField>
          </ConfirmDialog>
        </>
      ) : null}
    </>
  );
};

export default DrawPage;
