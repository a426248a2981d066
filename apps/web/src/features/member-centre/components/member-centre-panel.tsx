import type { MemberInfo, RegisterRule } from '@pagoda/contracts';
import { X } from 'lucide-react';
import { type ComponentType, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BADGED_PAGES, MEMBER_CENTRE_ENTRIES, type MemberCentrePage } from '../entries';
import { SecurityCentre } from './security-centre';
import './member-centre.css';

/** What a page supplied by another feature gets: the member, and a way to open another page. */
export type MemberCentrePageProps = { member: MemberInfo; onPage: (p: MemberCentrePage) => void };

export type MemberCentrePanelProps = {
  member: MemberInfo;
  page: MemberCentrePage;
  onPage: (p: MemberCentrePage) => void;
  onClose: () => void;
  onChangePassword: () => void;
  counts?: Partial<Record<MemberCentrePage, number>>;
  /** The brand's registration rules and country-code lock, for binding mobile and e-mail. */
  rules: Record<string, RegisterRule>;
  mobileIccLocked: boolean;
  /** Pages of other features (composed in app/), keyed by page; the rest say they come later. */
  pages?: Partial<Record<MemberCentrePage, ComponentType<MemberCentrePageProps>>>;
};

/**
 * The right-hand member centre: thirteen entries, red badges for counts above zero,
 * and the security centre by default. Pages of later releases say so honestly.
 */
export const MemberCentrePanel = ({
  member,
  page,
  onPage,
  onClose,
  onChangePassword,
  counts = {},
  rules,
  mobileIccLocked,
  pages = {},
}: MemberCentrePanelProps) => {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const current = MEMBER_CENTRE_ENTRIES.find(([, p]) => p === page) ?? MEMBER_CENTRE_ENTRIES[0];
  const Page = pages[page];
  return (
    <div className="mc-backdrop">
      <div ref={panelRef} className="mc-panel" role="dialog" aria-modal="true" aria-labelledby="mc-title" tabIndex={-1}>
        <header className="mc-panel__header">
          <h2 id="mc-title">{t('mc.title')}</h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label={t('app.close')}>
            <X aria-hidden="true" size={20} />
          </button>
        </header>
        <div className="mc-panel__body">
          <nav className="mc-nav" aria-label={t('mc.title')}>
            <ul>
              {MEMBER_CENTRE_ENTRIES.map(([label, p]) => {
                const count = counts[p] ?? 0;
                return (
                  <li key={p}>
                    <button
                      type="button"
                      className={p === page ? 'is-current' : ''}
                      aria-current={p === page ? 'page' : undefined}
                      onClick={() => onPage(p)}
                    >
                      {t(`mc.entry.${label}`)}
                      {BADGED_PAGES.includes(p) && count > 0 ? <span className="mc-badge">{count}</span> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          <section className="mc-content" aria-labelledby="mc-page-title">
            <h2 id="mc-page-title">{t(`mc.entry.${current[0]}`)}</h2>
            {page === 'securityCenter' ? (
              <SecurityCentre
                member={member}
                onChangePassword={onChangePassword}
                rules={rules}
                mobileIccLocked={mobileIccLocked}
              />
            ) : Page ? (
              <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
                <Page key={page} member={member} onPage={onPage} />
              </Suspense>
            ) : (
              <p className="empty-state">{t('mc.soon')}</p>
            )}
          </section>
        </div>
      </div>
    </div>
  );
};
