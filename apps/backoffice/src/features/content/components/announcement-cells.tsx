import type { ContentAnnouncement } from '@pagoda/contracts';
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../components/can';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';

/** The title in the operator's first choice of language, else the first one written. */
export const titleOf = (a: Pick<ContentAnnouncement, 'texts'>, preferred = 'EN') =>
  (a.texts.find((x) => x.language === preferred) ?? a.texts[0])?.title ?? '';

export const StatusCell = ({ a }: { a: ContentAnnouncement }) => {
  const { t } = useTranslation('content');
  if (!a.enabled) return <StatusBadge tone="neutral">{t('common.hidden')}</StatusBadge>;
  return a.live ? (
    <StatusBadge tone="success">{t('common.live')}</StatusBadge>
  ) : (
    <StatusBadge tone="warning">{t('common.scheduled')}</StatusBadge>
  );
};

export const ScheduleCell = ({ a }: { a: ContentAnnouncement }) => {
  const { t } = useTranslation('content');
  if (a.startAt === null && a.endAt === null) return <span className="muted">{t('common.always')}</span>;
  return (
    <span>
      {a.startAt !== null ? t('common.from', { date: formatDateTime(a.startAt) }) : null}
      {a.startAt !== null && a.endAt !== null ? <br /> : null}
      {a.endAt !== null ? t('common.until', { date: formatDateTime(a.endAt) }) : null}
    </span>
  );
};

/** Edit, show/hide, move up/down and delete: write actions only for content.write. */
export const AnnouncementActions = ({
  a,
  onEdit,
  onToggle,
  onMove,
  onDelete,
}: {
  a: ContentAnnouncement;
  onEdit: () => void;
  onToggle: () => void;
  onMove?: (by: -1 | 1) => void;
  onDelete: () => void;
}) => {
  const { t } = useTranslation('content');
  const title = titleOf(a);
  return (
    <Can permission="content.write">
      {onMove ? (
        <>
          <button
            type="button"
            className="icon-button"
            onClick={() => onMove(-1)}
            aria-label={`${t('common.moveUp')}: ${title}`}
          >
            <ArrowUp size={16} aria-hidden />
          </button>
          <button
            type="button"
            className="icon-button"
            onClick={() => onMove(1)}
            aria-label={`${t('common.moveDown')}: ${title}`}
          >
            <ArrowDown size={16} aria-hidden />
          </button>
        </>
      ) : null}
      <button
        type="button"
        className="icon-button"
        onClick={onEdit}
        aria-label={`${t('common:actions.edit')}: ${title}`}
      >
        <Pencil size={16} aria-hidden />
      </button>
      <button
        type="button"
        className="icon-button"
        onClick={onToggle}
        aria-label={`${t(a.enabled ? 'common.disable' : 'common.enable')}: ${title}`}
      >
        {a.enabled ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
      </button>
      <button
        type="button"
        className="icon-button"
        onClick={onDelete}
        aria-label={`${t('common:actions.delete')}: ${title}`}
      >
        <Trash2 size={16} aria-hidden />
      </button>
    </Can>
  );
};
