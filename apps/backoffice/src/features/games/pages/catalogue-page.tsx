import { GAME_CATEGORIES, operatorListGames, type OperatorGame } from '@pagoda/contracts';
import { FileUp, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../games.css';
import { Can } from '../../../components/can';
import { DataGrid, type GridColumn } from '../../../components/data-grid';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { usePermission } from '../../../lib/session';
import { useUpdateGame } from '../api/update-game';
import { GameEditDrawer } from '../components/game-edit-drawer';
import { ImportDialog } from '../components/import-dialog';

type Flag = '' | 'true' | 'false';

/** The game catalogue: server-side grid with inline enable and hot switches. */
const CataloguePage = () => {
  const { t } = useTranslation('games');
  const toast = useToast();
  const canWrite = usePermission('games.write');
  const update = useUpdateGame();
  const [gameType, setGameType] = useState('');
  const [enabled, setEnabled] = useState<Flag>('');
  const [hot, setHot] = useState<Flag>('');
  const [vendor, setVendor] = useState('');
  const [editing, setEditing] = useState<OperatorGame | null>(null);
  const [importing, setImporting] = useState(false);

  const toggle = (game: OperatorGame, field: 'enabled' | 'hot') =>
    update.mutate(
      { id: game.id, [field]: !game[field] },
      {
        onSuccess: (g) => toast.success(t(`toast.${field}.${String(g[field])}`, { name: g.name })),
        onError: (err) => toast.error(errorText(t, err)),
      },
    );

  const switchCell = (game: OperatorGame, field: 'enabled' | 'hot') => (
    <input
      type="checkbox"
      role="switch"
      checked={game[field]}
      disabled={!canWrite || update.isPending}
      aria-label={t(`switch.${field}`, { name: game.name })}
      onChange={() => toggle(game, field)}
    />
  );

  const columns: GridColumn<OperatorGame>[] = [
    { id: 'name', header: t('col.name'), sortable: true },
    { id: 'gameCode', header: t('col.code'), hidden: true },
    { id: 'vendor', header: t('col.vendor'), sortable: true, value: (g) => g.vendorName },
    { id: 'gameType', header: t('col.category'), sortable: true },
    { id: 'gameClassify', header: t('col.classify') },
    { id: 'minBet', header: t('col.minBet'), sortable: true, align: 'right', cell: (g) => <Money value={g.minBet} /> },
    { id: 'sort', header: t('col.sort'), sortable: true, align: 'right' },
    { id: 'enabled', header: t('col.enabled'), align: 'center', cell: (g) => switchCell(g, 'enabled') },
    { id: 'hot', header: t('col.hot'), align: 'center', cell: (g) => switchCell(g, 'hot') },
  ];

  const flagSelect = (id: string, label: string, value: Flag, set: (v: Flag) => void) => (
    <label className="field" htmlFor={id}>
      <span className="field__label">{label}</span>
      <select id={id} value={value} onChange={(e) => set(e.target.value as Flag)}>
        <option value="">{t('filter.any')}</option>
        <option value="true">{t('filter.yes')}</option>
        <option value="false">{t('filter.no')}</option>
      </select>
    </label>
  );

  return (
    <>
      <PageHeader
        title={t('catalogue.title')}
        description={t('catalogue.description')}
        actions={
          <Can permission="games.write">
            <button type="button" className="button" onClick={() => setImporting(true)}>
              <FileUp size={16} aria-hidden /> {t('import.open')}
            </button>
          </Can>
        }
      />
      <div className="grid__toolbar" role="group" aria-label={t('filter.label')}>
        <label className="field" htmlFor="games-vendor">
          <span className="field__label">{t('col.vendor')}</span>
          <input
            id="games-vendor"
            value={vendor}
            maxLength={32}
            onChange={(e) => setVendor(e.target.value.replace(/[^A-Za-z0-9_]/g, ''))}
          />
        </label>
        <label className="field" htmlFor="games-category">
          <span className="field__label">{t('col.category')}</span>
          <select id="games-category" value={gameType} onChange={(e) => setGameType(e.target.value)}>
            <option value="">{t('filter.any')}</option>
            {GAME_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        {flagSelect('games-enabled', t('col.enabled'), enabled, setEnabled)}
        {flagSelect('games-hot', t('col.hot'), hot, setHot)}
      </div>
      <DataGrid
        operation={operatorListGames}
        queryKey={['games']}
        caption={t('catalogue.title')}
        columns={columns}
        rowKey={(g) => g.id}
        exportName="games"
        rowActions={
          canWrite
            ? (g) => (
                <button
                  type="button"
                  className="button button--small button--ghost"
                  aria-label={t('edit.open', { name: g.name })}
                  onClick={() => setEditing(g)}
                >
                  <Pencil size={14} aria-hidden /> {t('edit.action')}
                </button>
              )
            : undefined
        }
        filters={{
          ...(vendor ? { vendor } : {}),
          ...(gameType ? { gameType: gameType as OperatorGame['gameType'] } : {}),
          ...(enabled ? { enabled } : {}),
          ...(hot ? { hot } : {}),
        }}
      />
      <GameEditDrawer game={editing} onClose={() => setEditing(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
};

export default CataloguePage;
