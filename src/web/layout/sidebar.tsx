import { type ComponentType, memo, type Ref } from 'react';
import { NavLink } from 'react-router';
import { type Access, canAccess } from '#shared/app-manifest';
import { pageAccess } from '../page-titles';
import { useSession } from '../kit/session';
import {
  AdminIcon,
  ApplicationsIcon,
  FamilyIcon,
  HomeIcon,
  MessageIcon,
  SidebarToggleIcon,
} from '../ui/icons';
import { NookLogo } from '../ui/nook-logo';
import { AccountPanel } from './account-panel';

interface NavItem {
  readonly to: string;
  readonly label: string;
  readonly Icon: ComponentType<{ className?: string }>;
}

/**
 * Spec §2 Shell: Message Board with any role, Family for Family or Admin, Admin for Admin; each
 * link is shown to whoever may open its page, as the page's table or manifest declares it.
 */
const NAV_ITEMS: readonly (NavItem & { readonly access: Access })[] = (
  [
    { to: '/', label: 'Home', Icon: HomeIcon },
    { to: '/message-board', label: 'Message Board', Icon: MessageIcon },
    { to: '/applications', label: 'Applications', Icon: ApplicationsIcon },
    { to: '/family', label: 'Family', Icon: FamilyIcon },
    { to: '/admin', label: 'Admin', Icon: AdminIcon },
  ] satisfies readonly NavItem[]
).map((item) => ({ ...item, access: pageAccess(item.to) }));

export const SIDEBAR_ID = 'sidebar';

interface SidebarProps {
  readonly collapsed: boolean;
  readonly onToggleCollapsed: () => void;
  /** Open over the content on a narrow screen. */
  readonly open: boolean;
  /** Called when a link is followed, so the mobile menu can close. */
  readonly onNavigate: () => void;
  readonly firstLinkRef: Ref<HTMLAnchorElement>;
}

/** Memoised: the layout renders again after hydration with the same props, and the links need not. */
export const Sidebar = memo(function Sidebar({
  collapsed,
  onToggleCollapsed,
  open,
  onNavigate,
  firstLinkRef,
}: SidebarProps) {
  const role = useSession()?.role ?? null;
  const className = ['sidebar', collapsed && 'sidebar--collapsed', open && 'sidebar--open']
    .filter(Boolean)
    .join(' ');

  return (
    <aside id={SIDEBAR_ID} className={className} data-testid="sidebar" aria-label="Sidebar">
      <div className="sidebar__header">
        <span className="sidebar__brand">
          <NookLogo size={28} />
          <span className="sidebar__brand-name">Nook</span>
        </span>
        <button
          type="button"
          className="icon-button sidebar__collapse"
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          aria-controls={SIDEBAR_ID}
          onClick={onToggleCollapsed}
        >
          <SidebarToggleIcon collapsed={collapsed} />
        </button>
      </div>
      <nav className="sidebar__nav" aria-label="Main">
        <ul>
          {/* Every link is in the HTML; the ones this role may not open are hidden. The prerendered
              page is a visitor's, and index.html's <html data-role> shows the member's links
              before hydration (shell.css), so nothing moves when the session is read. */}
          {NAV_ITEMS.map(({ to, label, Icon, access }, index) => (
            <li key={to} data-access={access} hidden={!canAccess(access, role)}>
              <NavLink
                to={to}
                end={to === '/'}
                className="sidebar__link"
                onClick={onNavigate}
                ref={index === 0 ? firstLinkRef : undefined}
              >
                <Icon className="sidebar__icon" />
                <span className="sidebar__label">{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <AccountPanel />
    </aside>
  );
});
