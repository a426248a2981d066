import { operatorLotteryReport, toCsv } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../components/date-range-picker';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { callQuery } from '../../../lib/api';
import { downloadText } from '../../../lib/csv';
import { formatNumber } from '../../../lib/format';
import { LOTTERY_KEY, useLotteryVendor } from '../api/lottery';
import { VendorPicker } from '../components/vendor-picker';
import { addDays, browserZone, dayIn, type DayRange, fromPicker, toPicker } from '../lib/days';
import { lotteryErrorText } from '../lib/error';
import '../lottery.css';

/** Lottery sales, payouts and GGR per game and bet type over a range of days, with totals and a CSV. */
const LotteryReportPage = () => {
  const { t } = useTranslation('lottery');
  const picker = useLotteryVendor();
  const tz = useMemo(() => browserZone(), []);
  const today = dayIn(tz);
  const [range, setRange] = useState<DayRange>({ from: addDays(today, -6), to: today });
  const read = useQuery({
    ...callQuery(LOTTERY_KEY, operatorLotteryReport, { vendor: picker.vendor ?? '', ...range }),
    enabled: picker.vendor !== null,
  });
  const download = () => {
    if (!read.data) return;
    const header = ['gameCode', 'gameName', 'betType', 'betTypeName', 'tickets', 'sales', 'payout', 'ggr'];
    const rows = read.data.rows.map((r) => [
      r.gameCode,
      r.gameName,
      r.betType,
      r.betTypeName,
      r.tickets,
      r.sales.toFixed(2),
      r.payout.toFixed(2),
      r.ggr.toFixed(2),
    ]);
    const s = read.data.totals;
    rows.push(['', t('report.total'), '', '', s.tickets, s.sales.toFixed(2), s.payout.toFixed(2), s.ggr.toFixed(2)]);
    downloadText(`lottery-report-${picker.vendor ?? ''}-${range.from}-${range.to}.csv`, toCsv(header, rows));
  };
  return (
    <>
      <PageHeader
        title={t('report.title')}
        description={t('report.description')}
        actions={
          <button type="button" className="button" onClick={download} disabled={!read.data}>
            <Download size={14} aria-hidden /> {t('report.csv')}
          </button>
        }
      />
      <div className="lottery-filters card">
        <VendorPicker picker={picker} />
        <DateRangePicker value={toPicker(range, tz)} onChange={(r) => setRange(fromPicker(r, tz))} timeZone={tz} />
      </div>
      {read.isError ? (
        <p className="form-error" role="alert">
          {lotteryErrorText(t, read.error)}
        </p>
      ) : null}
      <div className="card">
        <table className="grid__table" aria-busy={read.isFetching}>
          <caption className="visually-hidden">{t('report.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('report.game')}</th>
              <th scope="col">{t('report.betType')}</th>
              <th scope="col" className="align-right">
                {t('report.tickets')}
              </th>
              <th scope="col" className="align-right">
                {t('report.sales')}
              </th>
              <th scope="col" className="align-right">
                {t('report.payout')}
              </th>
              <th scope="col" className="align-right">
                {t('report.ggr')}
              </th>
            </tr>
          </thead>
          <tbody>
            {(read.data?.rows ?? []).map((r) => (
              <tr key={`${r.gameCode}-${r.betType}`}>
                <td>{r.gameName}</td>
                <td>{r.betTypeName}</td>
                <td className="align-right">{formatNumber(r.tickets)}</td>
                <td className="align-right">
                  <Money value={r.sales} />
                </td>
                <td className="align-right">
                  <Money value={r.payout} />
                </td>
                <td className="align-right">
                  <Money value={r.ggr} />
                </td>
              </tr>
            ))}
            {read.data && read.data.rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="muted">
                  {t('report.empty')}
                </td>
              </tr>
            ) : null}
          </tbody>
          {read.data ? (
            <tfoot>
              <tr className="lottery-total">
                <th scope="row" colSpan={2}>
                  {t('report.total')}
                </th>
                <td className="align-right">{formatNumber(read.data.totals.tickets)}</td>
                <td className="align-right">
                  <Money value={read.data.totals.sales} />
                </td>
                <td className="align-right">
                  <Money value={read.data.totals.payout} />
                </td>
                <td className="align-right">
                  <Money value={read.data.totals.ggr} />
                </td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </>
  );
};

export default LotteryReportPage;
