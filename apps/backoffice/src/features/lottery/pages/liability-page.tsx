import { operatorLotteryDraws, operatorLotteryLiability } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { callQuery } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { LOTTERY_KEY, useLotteryVendor } from '../api/lottery';
import { DrawState } from '../components/draw-state';
import { VendorPicker } from '../components/vendor-picker';
import { addDays, browserZone, dayIn } from '../lib/days';
import { lotteryErrorText } from '../lib/error';
import '../lottery.css';

/** Open draws refresh this often: exposure moves with every ticket sold. */
const REFRESH_MS = 10_000;
/** Draws still taking tickets (or about to): the ones whose liability matters. */
const LIVE = new Set(['UPCOMING', 'OPEN', 'CLOSED']);

/** The numbers of an open draw with the largest exposure, against their cap, refreshed every 10 s. */
const LiabilityPage = () => {
  const { t } = useTranslation('lottery');
  const picker = useLotteryVendor();
  const tz = useMemo(() => browserZone(), []);
  const today = dayIn(tz);
  const draws = useQuery({
    ...callQuery(LOTTERY_KEY, operatorLotteryDraws, {
      vendor: picker.vendor ?? '',
      from: today,
      to: addDays(today, 1),
    }),
    enabled: picker.vendor !== null,
  });
  const open = (draws.data?.draws ?? []).filter((d) => LIVE.has(d.state));
  const [picked, setPicked] = useState('');
  const chosen = open.find((d) => `${d.gameCode}/${d.numero}` === picked) ?? open[0] ?? null;
  const liability = useQuery({
    ...callQuery(LOTTERY_KEY, operatorLotteryLiability, {
      vendor: picker.vendor ?? '',
      gameCode: chosen?.gameCode ?? '',
      numero: chosen?.numero ?? '',
    }),
    enabled: picker.vendor !== null && chosen !== null,
    refetchInterval: REFRESH_MS,
  });
  return (
    <>
      <PageHeader title={t('liability.title')} description={t('liability.description')} />
      <div className="lottery-filters card">
        <VendorPicker picker={picker} />
        <FormField label={t('liability.draw')}>
          <select
            className="input"
            value={chosen ? `${chosen.gameCode}/${chosen.numero}` : ''}
            onChange={(e) => setPicked(e.target.value)}
            disabled={open.length === 0}
          >
            {open.map((d) => (
              <option key={`${d.gameCode}/${d.numero}`} value={`${d.gameCode}/${d.numero}`}>
                {d.gameName} · {d.numero} · {t(`states.${d.state}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {draws.data && open.length === 0 ? <p className="muted">{t('liability.noOpen')}</p> : null}
      {draws.isError || liability.isError ? (
        <p className="form-error" role="alert">
          {lotteryErrorText(t, draws.error ?? liability.error)}
        </p>
      ) : null}
      {liability.data ? (
        <p className="muted lottery-note">
          <DrawState state={liability.data.state} />{' '}
          {t('liability.updated', { at: formatDateTime(liability.dataUpdatedAt), seconds: REFRESH_MS / 1000 })}
        </p>
      ) : null}
      <div className="card">
        <table className="grid__table" aria-busy={liability.isFetching}>
          <caption className="visually-hidden">{t('liability.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('liability.pool')}</th>
              <th scope="col">{t('liability.number')}</th>
              <th scope="col" className="align-right">
                {t('liability.exposure')}
              </th>
              <th scope="col" className="align-right">
                {t('liability.cap')}
              </th>
              <th scope="col">{t('liability.used')}</th>
              <th scope="col">{t('liability.status')}</th>
            </tr>
          </thead>
          <tbody>
            {(liability.data?.rows ?? []).map((r) => {
              const used = r.cap > 0 ? Math.min(100, Math.round((r.exposure / r.cap) * 100)) : 0;
              return (
                <tr key={`${r.pool}-${r.number}`}>
                  <td>{r.pool}</td>
                  <td className="lottery-number">{r.number}</td>
                  <td className="align-right">
                    <Money value={r.exposure} />
                  </td>
                  <td className="align-right">
                    <Money value={r.cap} />
                  </td>
                  <td>
                    <span className="lottery-bar" aria-hidden>
                      <span
                        className={`lottery-bar__fill${used >= 90 ? ' lottery-bar__fill--high' : ''}`}
                        style={{ width: `${used}%` }}
                      />
                    </span>{' '}
                    {used} %
                  </td>
                  <td>
                    {r.soldOut ? (
                      <StatusBadge tone="danger">{t('liability.soldOut')}</StatusBadge>
                    ) : (
                      <StatusBadge tone="success">{t('liability.open')}</StatusBadge>
                    )}
                  </td>
                </tr>
              );
            })}
            {liability.data && liability.data.rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="muted">
                  {t('liability.empty')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </>
  );
};

export default LiabilityPage;
