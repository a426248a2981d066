import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { NAMESPACES } from '../../i18n';
import { useQueueCounts, type QueueCounts } from '../../lib/operator-socket';
import { allowed, MENU_GROUPS, type QueueBadge } from '../../lib/routes';
import { useSession } from '../../lib/session';
import { ROUTES } from '../route-registry';

const BADGE_COUNT: Record<QueueBadge, keyof QueueCounts> = {
  approvals: 'pendingApprovals',
  deposits: 'pendingDeposits',
  withdrawals: 'pendingWithdrawals',
};

/** The menu: the features' entries the operator may open, by group; a group with none is not shown. */
export const Sidebar = ({ collapsed }: { collapsed: boolean }) => {
  // Every feature's namespace, for the entries' labels.
  const { t } = useTranslation(NAMESPACES);
  const { permissions } = useSession();
  const counts = useQueueCounts();
  const entries = ROUTES.filter((r) => r.menu && allowed(r, permissions));
  return (
    <nav className="sidebar__nav" aria-label={t('common:menu.main')}>
      {MENU_GROUPS.map((group) => {
        const items = entries.filter((r) => r.menu?.group === group);
        if (!items.length) return null;
        return (
          <div key={group} className="sidebar__group" data-group={group}>
            <h2 className="sidebar__group-title">{t(`common:menu.groups.${group}`)}</h2>
            <ul>
              {items.map((r) => {
                const menu = r.menu!;
                const Icon = menu.icon;
                const label = t(`${r.ns}:${menu.labelKey}`);
                const count = menu.badge ? counts[BADGE_COUNT[menu.badge]] : 0;
                return (
                  <li key={r.path}>
                    <NavLink
                      to={`/${r.path}`}
                      // "games" must not stay lit on "games/vendors": an entry with a deeper menu sibling matches exactly.
                      end={entries.some((o) => o.path.startsWith(`${r.path}/`))}
                      className="sidebar__link"
                      title={collapsed ? label : undefined}
                      aria-label={collapsed ? label : undefined}
                    >
                      <Icon size={18} aria-hidden />
                      <span className="sidebar__label">{label}</span>
                      {count > 0 ? (
                        <span className="sidebar__badge" aria-label={t('common:menu.pending', { count })}>
                          {count > 99 ? '99+' : count}
                        </span>
                      ) : null}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
};
