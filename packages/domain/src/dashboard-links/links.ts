import type { TDashboardLinkRole, TRole } from '@carehome/contracts';

// Dashboard report links ({name, URL, staff roles, default}): which links a role is offered and the rules of the site's list.

export interface LinkLike {
  name: string;
  roles: readonly TDashboardLinkRole[];
  isDefault: boolean;
}

export type DashboardLinkProblem =
  | { field: string; code: 'dashboard_links.duplicate_name' }
  | { field: string; code: 'dashboard_links.duplicate_default'; params: { role: TDashboardLinkRole; name: string } };

/**
 * Problems of a site's whole list, each on its field (`links.N.name`, `links.N.isDefault`): names are
 * unique (case and surrounding spaces ignored); a role has at most one default link, so the site dashboard
 * knows which one to show (the later link is the one in the wrong; `name` is the earlier default's).
 */
export function dashboardLinkProblems(links: readonly LinkLike[]): DashboardLinkProblem[] {
  const problems: DashboardLinkProblem[] = [];
  const names = new Set<string>();
  const defaults = new Map<TDashboardLinkRole, string>();
  links.forEach((link, i) => {
    const key = link.name.trim().toLowerCase();
    if (names.has(key)) problems.push({ field: `links.${i}.name`, code: 'dashboard_links.duplicate_name' });
    names.add(key);
    if (!link.isDefault) return;
    const clash = link.roles.find((role) => defaults.has(role));
    if (clash) {
      problems.push({
        field: `links.${i}.isDefault`,
        code: 'dashboard_links.duplicate_default',
        params: { role: clash, name: defaults.get(clash) as string },
      });
      return;
    }
    for (const role of link.roles) defaults.set(role, link.name);
  });
  return problems;
}

/**
 * The links a role is offered: exactly those that name the role (a role higher in the hierarchy is not
 * offered a lower role's links: a link's address may carry access meant for those people only). The
 * default first, then the list's order.
 */
export function linksOffered<L extends Pick<LinkLike, 'roles' | 'isDefault'>>(links: readonly L[], role: TRole): L[] {
  const mine = links.filter((l) => (l.roles as readonly TRole[]).includes(role));
  return [...mine.filter((l) => l.isDefault), ...mine.filter((l) => !l.isDefault)];
}

/** The link the site dashboard shows first for the role, embedded, or null. */
export function defaultLinkFor<L extends Pick<LinkLike, 'roles' | 'isDefault'>>(links: readonly L[], role: TRole): L | null {
  return links.find((l) => l.isDefault && (l.roles as readonly TRole[]).includes(role)) ?? null;
}
