import { type LotteryDrawSummary, operatorLotteryDraws } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateRangePicker } from '../../../components/date-range-picker';
import { FormField } from '../../../components/form-field';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { callQuery } from '../../../lib/api';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { LOTTERY_KEY, useLotteryVendor } from '../api/lottery';
import { AwaitingBadge, DrawState } from '../components/draw-state';
import { VendorPicker } from '../components/vendor-picker';
import { addDays, browserZone, dayIn, type DayRange, fromPicker, toPicker } from '../lib/days';
import { lotteryErrorText } from '../lib/error';
import '../lottery.css';

/** The day (in the operator's zone) each draw happens on, in date order, for the calendar's day headings. */
const byDay = (draws: LotteryDrawSummary[], tz: string) => {
  const days = new Map<string, LotteryDrawSummary[]>();
  for (const d of [...draws].sort((a, b) => a.drawAt - b.drawAt)) {
    const day = dayIn(tz, d.drawAt);
    days.set(day, [...(days.get(day) ?? []), d]);
  }
  return [...days.entries()];
};

/** The draw calendar: draws between two days, per day, with state chips and the awaiting-confirmation badge. */
const DrawsPage = () => {
  const { t } = useTranslation('lottery');
  const picker = useLotteryVendor();
  const tz = useMemo(() => browserZone(), []);
  const today = dayIn(tz);
  const [range, setRange] = useState<DayRange>({ from: addDays(today, -1), to: addDays(today, 1) });
  const [game, setGame] = useState('');
  const gameCode = /^[A-Z0-9]{2,16}$/.test(game.trim().toUpperCase()) ? game.trim().toUpperCase() : undefined;
  const draws = useQuery({
    ...callQuery(LOTTERY_KEY, operatorLotteryDraws, {
      vendor: picker.vendor ?? '',
      from: range.from,
      to: range.to,
      ...(gameCode ? { gameCode } : {}),
    }),
    enabled: picker.vendor !== null,
  });
  const waiting = draws.data?.draws.filter((d) => d.awaitingConfirmation).length ?? 0;
  return (
    <>
      <PageHeader
        title={t('draws.title')}
        description={t('draws.description')}
        actions={waiting > 0 ? <AwaitingBadge /> : null}
      />
      <div className="lottery-filters card">
        <VendorPicker picker={picker} />
        <DateRangePicker value={toPicker(range, tz)} onChange={(r) => setRange(fromPicker(r, tz))} timeZone={tz} />
        <FormField label={t('draws.game')} hint={t('draws.gameHint')}>
          <input className="input" value={game} onChange={(e) => setGame(e.target.value)} maxLength={16} />
        </FormField>
      </div>
      {draws.isError ? (
        <p className="form-error" role="alert">
          {lotteryErrorText(t, draws.error)}
        </p>
      ) : null}
      {waiting > 0 ? <p className="lottery-note">{t('draws.waitingCount', { count: waiting })}</p> : null}
      <div className="card">
        <table className="grid__table" aria-busy={draws.isFetching}>
          <caption className="visually-hidden">{t('draws.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('draws.game')}</th>
              <th scope="col">{t('draws.numero')}</th>
              <th scope="col">{t('draws.kind')}</th>
              <th scope="col">{t('draws.cutoff')}</th>
              <th scope="col">{t('draws.drawAt')}</th>
              <th scope="col">{t('draws.state')}</th>
              <th scope="col" className="align-right">
                {t('draws.tickets')}
              </th>
              <th scope="col" className="align-right">
                {t('draws.sales')}
              </th>
              <th scope="col" className="align-right">
                {t('draws.payout')}
              </th>
            </tr>
          </thead>
          {draws.data && draws.data.draws.length === 0 ? (
            <tbody>
              <tr>
                <td colSpan={9} className="muted">
                  {t('draws.empty')}
                </td>
              </tr>
            </tbody>
          ) : null}
          {byDay(draws.data?.draws ?? [], tz).map(([day, list]) => (
            <tbody key={day}>
              <tr className="lottery-day">
                <th scope="rowgroup" colSpan={9}>
                  {new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' }).format(
                    Date.parse(`${day}T00:00:00Z`),
                  )}
                </th>
              </tr>
              {list.map((d) => (
                <tr key={`${d.gameCode}-${d.numero}`}>
                  <td>{d.gameName}</td>
                  <td>
                    <Link
                      to={`/lottery/draws/${d.gameCode}/${d.numero}?vendor=${picker.vendor ?? ''}`}
                      aria-label={t('draws.open', { game: d.gameName, numero: d.numero })}
                    >
                      {d.numero}
                    </Link>
                  </td>
                  <td>{t(`kinds.${d.kind}`)}</td>
                  <td>{formatDateTime(d.cutoffAt)}</td>
                  <td>{formatDateTime(d.drawAt)}</td>
                  <td>
                    <span className="lottery-chips">
                      <DrawState state={d.state} />
                      {d.awaitingConfirmation ? <AwaitingBadge /> : null}
                    </span>
                  </td>
                  <td className="align-right">{formatNumber(d.tickets)}</td>
                  <td className="align-right">
                    <Money value={d.sales} />
                  </td>
                  <td className="align-right">{d.payout === null ? '' : <Money value={d.payout} />}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </>
  );
};

export default DrawsPage;
