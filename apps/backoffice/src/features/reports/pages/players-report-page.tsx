import { operatorReportPlayers } from '@pagoda/contracts';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../components/report-page';

/** New and active players per day. */
const PlayersReportPage = () => {
  const { t } = useTranslation('reports');
  return (
    <ReportPage
      name="players"
      operation={operatorReportPlayers}
      title={t('players.title')}
      description={t('players.description')}
      initialSort={{ id: 'day', desc: true }}
      columns={[
        { id: 'day', header: t('column.day'), sortable: true },
        { id: 'registrations', header: t('column.registrations'), sortable: true, align: 'right' },
        { id: 'firstDeposits', header: t('column.firstDeposits'), sortable: true, align: 'right' },
        { id: 'activePlayers', header: t('column.activePlayers'), sortable: true, align: 'right' },
        { id: 'bettors', header: t('column.bettors'), sortable: true, align: 'right' },
      ]}
    />
  );
};

export default PlayersReportPage;
