import { Building2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { getSidebarCollapsed, storeSidebarCollapsed } from '../../lib/storage';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** The signed-in layout: the menu on the left, the top bar, and the page. */
export const Shell = () => {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(getSidebarCollapsed);
  const toggle = () =>
    setCollapsed((c) => {
      storeSidebarCollapsed(!c);
      return !c;
    });
  return (
    <div className={`shell${collapsed ? ' shell--collapsed' : ''}`}>
      <a className="skip-link" href="#content">
        {t('app.skipToContent')}
      </a>
      <aside id="sidebar" className="sidebar">
        <div className="sidebar__brand">
          <Building2 size={20} aria-hidden />
          <span className="sidebar__label">{t('app.title')}</span>
        </div>
        <Suspense fallback={null}>
          <Sidebar collapsed={collapsed} />
        </Suspense>
      </aside>
      <div className="shell__main">
        <TopBar onToggleMenu={toggle} menuCollapsed={collapsed} />
        <main id="content" className="content" tabIndex={-1}>
          <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
};
