import { type OperationValue, operatorReferrals, REFERRAL_STATUSES } from '@pagoda/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../../components/data-grid';
import { FormField } from '../../../components/form-field';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import '../vip.css';

type Row = OperationValue<typeof operatorReferrals>['list'][number];
type Status = (typeof REFERRAL_STATUSES)[number];

/** Referrals: who invited whom, the referee's progress, and the rewards offered. */
const ReferralsPage = () => {
  const { t } = useTranslation('vip');
  const [status, setStatus] = useState('');
  const columns = useMemo<GridColumn<Row>[]>(
    () => [
      { id: 'referrer', header: t('referrals.referrer') },
      { id: 'referee', header: t('referrals.referee') },
      {
        id: 'registeredAt',
        header: t('referrals.registeredAt'),
        sortable: true,
        value: (r) => formatDateTime(r.registeredAt),
      },
      {
        id: 'status',
        header: t('referrals.status'),
        sortable: true,
        value: (r) => t(`referrals.statuses.${r.status}`),
      },
      {
        id: 'firstDeposit',
        header: t('referrals.firstDeposit'),
        align: 'right',
        cell: (r) => <Money value={r.firstDeposit} />,
      },
      { id: 'turnover', header: t('referrals.turnover'), align: 'right', cell: (r) => <Money value={r.turnover} /> },
      {
        id: 'referrerReward',
        header: t('referrals.referrerReward'),
        align: 'right',
        cell: (r) => <Money value={r.referrerReward} />,
      },
      {
        id: 'refereeReward',
        header: t('referrals.refereeReward'),
        align: 'right',
        cell: (r) => <Money value={r.refereeReward} />,
      },
    ],
    [t],
  );
  return (
    <>
      <PageHeader title={t('referrals.title')} description={t('referrals.description')} />
      <div className="vip-admin__filters">
        <FormField label={t('referrals.status')}>
          <select className="input" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('members.any')}</option>
            {REFERRAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`referrals.statuses.${s}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <DataGrid
        operation={operatorReferrals}
        queryKey={['vip', 'referrals']}
        columns={columns}
        filters={{ status: (status || undefined) as Status | undefined }}
        rowKey={(r) => r.refereeId}
        exportName="referrals"
        initialSort={{ id: 'registeredAt', desc: true }}
        caption={t('referrals.caption')}
      />
    </>
  );
};

export default ReferralsPage;
