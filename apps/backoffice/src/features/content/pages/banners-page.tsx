import { BANNER_GROUPS, type ContentAnnouncement, operatorContentListAnnouncements } from '@pagoda/contracts';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../components/can';
import { DataGrid, type GridColumn } from '../../../components/data-grid';
import { PageHeader } from '../../../components/page-header';
import { useBrandLanguages } from '../api/brand-languages';
import { CONTENT_KEY } from '../api/content-keys';
import { AnnouncementActions, ScheduleCell, StatusCell, titleOf } from '../components/announcement-cells';
import { BannerDialog } from '../components/banner-dialog';
import { useAnnouncementActions } from '../components/use-announcement-actions';

/** The banners of one portal page group, in display order, with thumbnails; add, edit, reorder, show/hide. */
const BannersPage = () => {
  const { t } = useTranslation('content');
  const languages = useBrandLanguages();
  const [group, setGroup] = useState<string>('w_home');
  const [editing, setEditing] = useState<ContentAnnouncement | 'new' | null>(null);
  const actions = useAnnouncementActions();

  const columns = useMemo<GridColumn<ContentAnnouncement>[]>(
    () => [
      { id: 'sort', header: t('banners.order'), sortable: true, align: 'right' },
      {
        id: 'imageUrl',
        header: t('banners.image'),
        cell: (a) => <img className="content-thumb" src={a.imageUrl} alt={titleOf(a)} loading="lazy" />,
      },
      { id: 'title', header: t('common.title'), value: (a) => titleOf(a) },
      {
        id: 'linkage',
        header: t('banners.linkTarget'),
        value: (a) => (a.linkageType ? `${t(`linkage.${a.linkageType}`)}: ${a.linkage || a.nodeId}` : ''),
      },
      { id: 'startAt', header: t('common.schedule'), sortable: true, cell: (a) => <ScheduleCell a={a} /> },
      { id: 'enabled', header: t('common.status'), cell: (a) => <StatusCell a={a} />, csv: (a) => a.live },
      { id: 'id', header: 'ID', sortable: true, hidden: true },
    ],
    [t],
  );

  return (
    <>
      <PageHeader
        title={t('banners.title')}
        description={t('banners.description')}
        actions={
          <Can permission="content.write">
            <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
              <Plus size={16} aria-hidden />
              {t('banners.add')}
            </button>
          </Can>
        }
      />
      <div className="content-filters">
        <label className="field">
          <span className="field__label">{t('banners.group')}</span>
          <select className="input" value={group} onChange={(e) => setGroup(e.target.value)}>
            {BANNER_GROUPS.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </label>
      </div>
      <DataGrid
        operation={operatorContentListAnnouncements}
        queryKey={CONTENT_KEY}
        caption={t('banners.grid')}
        columns={columns}
        filters={{ type: 'B', groupName: group as (typeof BANNER_GROUPS)[number] }}
        rowKey={(a) => a.id}
        exportName={`banners-${group}`}
        rowActions={(a) => (
          <AnnouncementActions
            a={a}
            onEdit={() => setEditing(a)}
            onToggle={() => actions.toggle(a)}
            onMove={(by) => actions.move(a, by)}
            onDelete={() => actions.askDelete(a)}
          />
        )}
      />
      {editing ? (
        <BannerDialog
          banner={editing === 'new' ? null : editing}
          group={group}
          languages={languages}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {actions.dialog}
    </>
  );
};

export default BannersPage;
