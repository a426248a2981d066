import type { OperationValue, operatorListRooms } from '@pagoda/contracts';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../games.css';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { errorText } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useRooms } from '../api/games-admin';

type Room = OperationValue<typeof operatorListRooms>['list'][number];
type Kind = '' | 'LIVE' | 'PVP';

/** What a room's occupancy reads as: seats taken of the total, with the vendor's bots. */
const Occupancy = ({ room }: { room: Room }) => {
  const { t } = useTranslation('games');
  const o = room.occupancy;
  if (!o) return <span className="games-muted">{t('rooms.noData')}</span>;
  if (o.status === 'unavailable') return <StatusBadge tone="warning">{t('rooms.unavailable')}</StatusBadge>;
  const ratio = o.seats > 0 ? o.taken / o.seats : 0;
  return (
    <span className="games-occupancy">
      <meter min={0} max={o.seats || 1} value={o.taken} aria-label={t('rooms.occupancyOf', { name: room.name })} />
      <span>
        {t('rooms.seats', { taken: o.taken, seats: o.seats })}
        {o.bots > 0 ? ` · ${t('rooms.bots', { count: o.bots })}` : ''}
      </span>
      <StatusBadge tone={ratio >= 1 ? 'warning' : 'info'}>
        {t(`rooms.status.${o.status}`, { defaultValue: o.status })}
      </StatusBadge>
    </span>
  );
};

/** Live tables and PvP rooms with their occupancy (read from the vendors, every 10 seconds). */
const RoomsPage = () => {
  const { t } = useTranslation('games');
  const [kind, setKind] = useState<Kind>('');
  const rooms = useRooms(kind ? { kind } : {});
  return (
    <>
      <PageHeader
        title={t('rooms.title')}
        description={t('rooms.description')}
        actions={
          <button type="button" className="button" onClick={() => void rooms.refetch()} disabled={rooms.isFetching}>
            <RefreshCw size={16} aria-hidden className={rooms.isFetching ? 'games-spin' : undefined} />{' '}
            {t('common:actions.refresh')}
          </button>
        }
      />
      <div className="grid__toolbar" role="group" aria-label={t('filter.label')}>
        <label className="field" htmlFor="rooms-kind">
          <span className="field__label">{t('rooms.kind')}</span>
          <select id="rooms-kind" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            <option value="">{t('filter.any')}</option>
            <option value="LIVE">{t('rooms.kinds.LIVE')}</option>
            <option value="PVP">{t('rooms.kinds.PVP')}</option>
          </select>
        </label>
        <p className="games-muted" role="status" aria-live="polite">
          {rooms.data ? t('rooms.readAt', { at: formatDateTime(rooms.data.readAt) }) : null}
        </p>
      </div>
      {rooms.isError ? (
        <p className="field__error" role="alert">
          {errorText(t, rooms.error)}
        </p>
      ) : null}
      <div className="grid__scroll">
        <table className="grid__table">
          <caption className="visually-hidden">{t('rooms.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('col.name')}</th>
              <th scope="col">{t('rooms.kind')}</th>
              <th scope="col">{t('col.vendor')}</th>
              <th scope="col" className="align-right">
                {t('col.minBet')}
              </th>
              <th scope="col">{t('col.enabled')}</th>
              <th scope="col">{t('rooms.occupancy')}</th>
            </tr>
          </thead>
          <tbody>
            {rooms.data?.list.length === 0 ? (
              <tr>
                <td colSpan={6}>{t('rooms.empty')}</td>
              </tr>
            ) : null}
            {rooms.data?.list.map((r) => (
              <tr key={r.id}>
                <td>
                  {r.name} <span className="games-muted">{r.gameCode}</span>
                </td>
                <td>{t(`rooms.kinds.${r.kind}`)}</td>
                <td>{r.vendorName}</td>
                <td className="align-right">
                  <Money value={r.minBet} />
                </td>
                <td>
                  <StatusBadge tone={r.enabled ? 'success' : 'neutral'}>
                    {r.enabled ? t('filter.yes') : t('filter.no')}
                  </StatusBadge>
                </td>
                <td>
                  <Occupancy room={r} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
};

export default RoomsPage;
