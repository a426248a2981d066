import { X } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AgentCentreContext,
  type AgentCentrePage,
  type AgentCentrePageProps,
  visibleEntries,
} from '../agent-centre-entries';
import './agent-centre.css';

export type AgentCentreModalProps = AgentCentreContext & {
  page: AgentCentrePage;
  onPage: (p: AgentCentrePage) => void;
  onClose: () => void;
};

/**
 * The agent centre (spec §2): a modal with a left menu of the entries this agent sees, the overview by
 * default. A page that is not visible (its module off, or not built) falls back to the first entry.
 */
export const AgentCentreModal = ({ page, onPage, onClose, ...ctx }: AgentCentreModalProps) => {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialogRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    document.body.classList.add('scroll-locked');
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.classList.remove('scroll-locked');
    };
  }, [onClose]);
  const entries = visibleEntries(ctx);
  const current = entries.find((e) => e.key === page) ?? entries[0];
  const Page = current?.component ?? null;
  const pageProps: AgentCentrePageProps = { member: ctx.member, onPage };
  return (
    <div className="ac-backdrop">
      <div
        ref={dialogRef}
        className="ac-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="ac-title"
        tabIndex={-1}
      >
        <header className="ac-dialog__header">
          <h2 id="ac-title">{t('agent.title')}</h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label={t('app.close')}>
            <X aria-hidden="true" size={20} />
          </button>
        </header>
        <div className="ac-dialog__body">
          <nav className="ac-nav" aria-label={t('agent.title')}>
            <ul>
              {entries.map((e) => {
                const Icon = e.icon;
                const isCurrent = e.key === current?.key;
                return (
                  <li key={e.key}>
                    <button
                      type="button"
                      className={isCurrent ? 'is-current' : ''}
                      aria-current={isCurrent ? 'page' : undefined}
                      onClick={() => onPage(e.key)}
                    >
                      <Icon aria-hidden="true" size={18} />
                      <span>{t(e.label)}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          <section className="ac-content" aria-labelledby="ac-page-title">
            {current && Page ? (
              <>
                <h3 id="ac-page-title">{t(current.label)}</h3>
                <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
                  <Page key={current.key} {...pageProps} />
                </Suspense>
              </>
            ) : (
              <p id="ac-page-title" className="empty-state">
                {t('agent.no_pages')}
              </p>
            )}
          </section>
        </div>
      </div>
    </div>
  );
};
