import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Pagination } from '../../../components/pagination';
import { formatTime } from '../../../lib/format';
import { sanitizeHtml } from '../../../lib/sanitize';
import type { AgentCentrePageProps } from '../agent-centre-entries';
import { useAgentAnnouncements } from '../api/get-agent-announcements';
import { errorText } from '../error-text';

/** agentAnnouncement: the brand's notices for agents (the back office's "agents only" audience). */
export const AnnouncementPage = (_props: AgentCentrePageProps) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const notices = useAgentAnnouncements({ page, size: 10 });
  return (
    <div className="ac-page">
      {notices.isError ? <FormError message={errorText(t, notices.error)} /> : null}
      {notices.isPending ? <p role="status">{t('app.loading')}</p> : null}
      {notices.data && notices.data.list.length === 0 ? <p className="empty-state">{t('agent.no_notices')}</p> : null}
      {notices.data?.list.map((n) => (
        <article key={n.id} className="mc-card ac-notice">
          <h4>{n.title}</h4>
          <p className="ac-muted">{formatTime(n.time)}</p>
          <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(n.content) }} />
        </article>
      ))}
      <Pagination page={page} total={notices.data?.totalPages ?? 0} onChange={setPage} />
    </div>
  );
};
