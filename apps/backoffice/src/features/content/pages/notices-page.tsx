import { type ContentAnnouncement, operatorContentListAnnouncements } from '@pagoda/contracts';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../components/can';
import { DataGrid, type GridColumn } from '../../../components/data-grid';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { useBrandLanguages } from '../api/brand-languages';
import { CONTENT_KEY } from '../api/content-keys';
import { AnnouncementActions, ScheduleCell, StatusCell, titleOf } from '../components/announcement-cells';
import { NOTICE_TYPES, NoticeDialog } from '../components/notice-dialog';
import { useAnnouncementActions } from '../components/use-announcement-actions';

type NoticeType = (typeof NOTICE_TYPES)[number];

/** Marquee notices, popups, promotions and hot items by type; the editor has a tab and a preview per language. */
const NoticesPage = () => {
  const { t } = useTranslation('content');
  const languages = useBrandLanguages();
  const [type, setType] = useState<NoticeType>('PL');
  const [editing, setEditing] = useState<ContentAnnouncement | 'new' | null>(null);
  const actions = useAnnouncementActions();

  const columns = useMemo<GridColumn<ContentAnnouncement>[]>(
    () => [
      { id: 'title', header: t('common.title'), value: (a) => titleOf(a) },
      { id: 'languages', header: t('common.languages'), value: (a) => a.texts.map((x) => x.language).join(', ') },
      {
        id: 'publishedAt',
        header: t('notices.published'),
        sortable: true,
        value: (a) => a.publishedAt,
        cell: (a) => formatDateTime(a.publishedAt),
      },
      { id: 'startAt', header: t('common.schedule'), sortable: true, cell: (a) => <ScheduleCell a={a} /> },
      { id: 'enabled', header: t('common.status'), cell: (a) => <StatusCell a={a} />, csv: (a) => a.live },
      { id: 'sort', header: t('banners.order'), sortable: true, hidden: true },
    ],
    [t],
  );

  return (
    <>
      <PageHeader
        title={t('notices.title')}
        description={t('notices.description')}
        actions={
          <Can permission="content.write">
            <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
              <Plus size={16} aria-hidden />
              {t('notices.add')}
            </button>
          </Can>
        }
      />
      <div className="content-filters">
        <label className="field">
          <span className="field__label">{t('notices.type')}</span>
          <select className="input" value={type} onChange={(e) => setType(e.target.value as NoticeType)}>
            {NOTICE_TYPES.map((x) => (
              <option key={x} value={x}>
                {t(`types.${x}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <DataGrid
        operation={operatorContentListAnnouncements}
        queryKey={CONTENT_KEY}
        caption={t('notices.grid')}
        columns={columns}
        filters={{ type }}
        rowKey={(a) => a.id}
        initialSort={{ id: 'publishedAt', desc: true }}
        exportName={`notices-${type}`}
        rowActions={(a) => (
          <AnnouncementActions
            a={a}
            onEdit={() => setEditing(a)}
            onToggle={() => actions.toggle(a)}
            onDelete={() => actions.askDelete(a)}
          />
        )}
      />
      {editing ? (
        <NoticeDialog
          notice={editing === 'new' ? null : editing}
          type={type}
          languages={languages}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {actions.dialog}
    </>
  );
};

export default NoticesPage;
