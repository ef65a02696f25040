import type { TAccountInfo, TDeviceInfo } from '@carehome/contracts';
import { roleIncludes } from '@carehome/domain';
import { matchPath } from 'react-router';
import { MENU_GROUPS, ROUTES } from './route-table.ts';
import type { AppRoute, MenuEntry, MenuGroup } from './route-types.ts';

export type AccessDecision =
  | { kind: 'ok' }
  | { kind: 'signIn'; to: '/login' | '/stafflogin' }
  | { kind: 'noAccess' }
  | { kind: 'noSite' }
  | { kind: 'redirect'; to: string };

/**
 * App mode (the full-screen tablet layout) follows the route's setting and whether the account is a staff member:
 * staff on an app-mode screen get the full-screen tablet layout.
 */
export function isAppMode(route: Pick<AppRoute, 'appMode'> | undefined, account: TAccountInfo | null): boolean {
  return (route?.appMode === 'only' || route?.appMode === 'staff') && Boolean(account?.staffMember);
}

/**
 * The guard of every private route. Signed-out users are sent to sign in before any role check: a
 * registered tablet to the PIN screen, anyone else to /login.
 */
export function decideAccess(route: AppRoute, account: TAccountInfo | null, device: TDeviceInfo | null): AccessDecision {
  if (!account) return { kind: 'signIn', to: device ? '/stafflogin' : '/login' };
  if (!roleIncludes(account.role, route.minRole)) return { kind: 'noAccess' };
  if (route.appMode === 'only' && !isAppMode(route, account)) return { kind: 'redirect', to: '/staffdashboard' };
  if (!route.siteIndependent && !account.facility) return { kind: 'noSite' };
  return { kind: 'ok' };
}

export function findRoute(pathname: string): AppRoute | undefined {
  return ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname));
}

export interface MenuItem {
  id: string;
  label: string;
  to: string;
}
export interface MenuSection {
  group: MenuGroup;
  label: string;
  items: MenuItem[];
  children: MenuSection[];
}

function visible(entry: MenuEntry, route: AppRoute, account: TAccountInfo): string | null {
  if (!roleIncludes(account.role, route.minRole)) return null;
  if (entry.staffOnly && !account.staffMember) return null;
  if (route.appMode === 'only' && !isAppMode(route, account)) return null;
  return entry.to ? entry.to(account) : route.path;
}

/** The main menu for one account: only entries its role may open, grouped. */
export function buildMenu(account: TAccountInfo): MenuSection[] {
  const sections = new Map<MenuGroup, MenuSection>();
  for (const g of MENU_GROUPS) sections.set(g.group, { group: g.group, label: g.label, items: [], children: [] });
  for (const route of ROUTES) {
    if (!route.menu) continue;
    const to = visible(route.menu, route, account);
    if (to) sections.get(route.menu.group)?.items.push({ id: route.id, label: route.menu.label, to });
  }
  for (const s of sections.values()) {
    s.items.sort((a, b) => (ROUTES.find((r) => r.id === a.id)?.menu?.order ?? 0) - (ROUTES.find((r) => r.id === b.id)?.menu?.order ?? 0));
  }
  const roots: MenuSection[] = [];
  for (const g of MENU_GROUPS) {
    const section = sections.get(g.group) as MenuSection;
    if (g.parent) sections.get(g.parent)?.children.push(section);
    else roots.push(section);
  }
  return roots.filter((s) => s.items.length || s.children.some((c) => c.items.length));
}
