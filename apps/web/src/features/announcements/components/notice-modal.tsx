import type { Announcement } from '@pagoda/contracts';
import { NOTICE_PAGE_SIZE } from '@pagoda/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { Pagination } from '../../../components/pagination';
import { formatTime } from '../../../lib/format';
import { sanitizeHtml } from '../../../lib/sanitize';
import './notice-modal.css';

/** Page holding a notice index: ceil((index + 1) / 9). */
export const pageOfIndex = (index: number) => Math.ceil((index + 1) / NOTICE_PAGE_SIZE);

type Props = { notices: Announcement[]; openIndex: number | null; onClose: () => void };

/** Left: 9 titles a page. Right: the selected notice; clicking it again collapses it. Key it by the index to reopen elsewhere. */
export const NoticeBrowser = ({ notices, initialIndex }: { notices: Announcement[]; initialIndex: number | null }) => {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number | null>(initialIndex);
  const [page, setPage] = useState(initialIndex === null ? 1 : pageOfIndex(initialIndex));

  if (notices.length === 0) return <p className="empty-state">{t('notice.empty')}</p>;
  const totalPages = Math.ceil(notices.length / NOTICE_PAGE_SIZE);
  const start = (page - 1) * NOTICE_PAGE_SIZE;
  const current = selected === null ? null : notices[selected];

  return (
    <div className="notice-browser">
      <div className="notice-browser__list">
        <ul>
          {notices.slice(start, start + NOTICE_PAGE_SIZE).map((n, i) => {
            const idx = start + i;
            const isSelected = idx === selected;
            return (
              <li key={n.id}>
                <button
                  type="button"
                  className={isSelected ? 'is-selected' : ''}
                  aria-expanded={isSelected}
                  aria-controls="notice-detail"
                  onClick={() => setSelected(isSelected ? null : idx)}
                >
                  <span className="notice-browser__title">{n.title}</span>{' '}
                  <time className="notice-browser__time" dateTime={new Date(n.time).toISOString()}>
                    {formatTime(n.time)}
                  </time>
                </button>
              </li>
            );
          })}
        </ul>
        <Pagination page={page} total={totalPages} onChange={setPage} />
      </div>
      <article id="notice-detail" className="notice-browser__detail" aria-live="polite">
        {current ? (
          <>
            <h3>{current.title}</h3>
            <p className="notice-browser__meta">{t('notice.published', { time: formatTime(current.time) })}</p>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(current.content) }} />
          </>
        ) : (
          <p className="empty-state">{t('notice.select_hint')}</p>
        )}
      </article>
    </div>
  );
};

export const NoticeModal = ({ notices, openIndex, onClose }: Props) => {
  const { t } = useTranslation();
  return (
    <Modal open={openIndex !== null} onClose={onClose} title={t('notice.title')} size="lg">
      <NoticeBrowser key={openIndex ?? 'none'} notices={notices} initialIndex={openIndex} />
    </Modal>
  );
};
