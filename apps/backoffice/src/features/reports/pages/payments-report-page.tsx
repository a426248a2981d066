import { operatorReportPayments } from '@pagoda/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import { ReportPage } from '../components/report-page';

/** Paid deposits and paid-out withdrawals per payment channel. */
const PaymentsReportPage = () => {
  const { t } = useTranslation('reports');
  return (
    <ReportPage
      name="payments"
      operation={operatorReportPayments}
      title={t('payments.title')}
      description={t('payments.description')}
      initialSort={{ id: 'deposits', desc: true }}
      columns={[
        { id: 'channelCode', header: t('column.channelCode'), sortable: true },
        { id: 'channelName', header: t('column.channelName') },
        { id: 'channelType', header: t('column.channelType') },
        { id: 'depositCount', header: t('column.depositCount'), sortable: true, align: 'right' },
        {
          id: 'deposits',
          header: t('column.deposits'),
          sortable: true,
          align: 'right',
          cell: (r) => <Money value={r.deposits} />,
        },
        { id: 'withdrawalCount', header: t('column.withdrawalCount'), sortable: true, align: 'right' },
        {
          id: 'withdrawals',
          header: t('column.withdrawals'),
          sortable: true,
          align: 'right',
          cell: (r) => <Money value={r.withdrawals} />,
        },
        { id: 'net', header: t('column.net'), sortable: true, align: 'right', cell: (r) => <Money value={r.net} /> },
      ]}
    />
  );
};

export default PaymentsReportPage;
