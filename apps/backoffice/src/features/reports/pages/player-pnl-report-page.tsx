import { operatorReportPlayerPnl } from '@pagoda/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import { ReportPage } from '../components/report-page';

/** Per player with activity in the range: bets, wins, GGR, deposits, withdrawals, bonuses. */
const PlayerPnlReportPage = () => {
  const { t } = useTranslation('reports');
  return (
    <ReportPage
      name="player-pnl"
      operation={operatorReportPlayerPnl}
      title={t('pnl.title')}
      description={t('pnl.description')}
      searchable
      initialSort={{ id: 'ggr', desc: true }}
      columns={[
        { id: 'account', header: t('column.account'), sortable: true },
        { id: 'rounds', header: t('column.rounds'), sortable: true, align: 'right' },
        { id: 'bets', header: t('column.bets'), sortable: true, align: 'right', cell: (r) => <Money value={r.bets} /> },
        { id: 'wins', header: t('column.wins'), sortable: true, align: 'right', cell: (r) => <Money value={r.wins} /> },
        { id: 'ggr', header: t('column.ggr'), sortable: true, align: 'right', cell: (r) => <Money value={r.ggr} /> },
        {
          id: 'deposits',
          header: t('column.deposits'),
          sortable: true,
          align: 'right',
          cell: (r) => <Money value={r.deposits} />,
        },
        {
          id: 'withdrawals',
          header: t('column.withdrawals'),
          sortable: true,
          align: 'right',
          cell: (r) => <Money value={r.withdrawals} />,
        },
        {
          id: 'bonuses',
          header: t('column.bonuses'),
          sortable: true,
          align: 'right',
          cell: (r) => <Money value={r.bonuses} />,
        },
      ]}
    />
  );
};

export default PlayerPnlReportPage;
