import { describe, expect, it } from 'vitest';
import { dashboardLinkProblems, defaultLinkFor, type LinkLike, linksOffered } from './links.ts';

const link = (name: string, roles: LinkLike['roles'], isDefault = false): LinkLike => ({ name, roles, isDefault });

describe('dashboardLinkProblems', () => {
  it.each([
    { case: 'an empty list', links: [], problems: [] },
    {
      case: 'one default per role across links',
      links: [link('Nursing KPIs', ['Nursing'], true), link('Managers', ['FacilityAssistant', 'FacilityAdministrator'], true)],
      problems: [],
    },
    {
      case: 'a second default for a role',
      links: [link('A', ['Nursing', 'LeadHousekeeper'], true), link('B', ['FacilityAssistant']), link('C', ['LeadHousekeeper'], true)],
      problems: [{ field: 'links.2.isDefault', code: 'dashboard_links.duplicate_default', params: { role: 'LeadHousekeeper', name: 'A' } }],
    },
    {
      case: 'a link that is not default may share roles with the default',
      links: [link('A', ['Nursing'], true), link('B', ['Nursing'])],
      problems: [],
    },
    {
      case: 'names repeated ignoring case and spaces',
      links: [link('Infection control', ['Nursing']), link(' infection CONTROL ', ['FacilityAssistant'])],
      problems: [{ field: 'links.1.name', code: 'dashboard_links.duplicate_name' }],
    },
  ])('$case', ({ links, problems }) => {
    expect(dashboardLinkProblems(links)).toEqual(problems);
  });
});

describe('linksOffered and defaultLinkFor', () => {
  const links = [
    link('Audit trends', ['Nursing', 'FacilityAssistant']),
    link('Nursing board', ['Nursing'], true),
    link('Corporate', ['MultiFacilityAdministrator'], true),
  ];
  it.each([
    { role: 'Nursing', offered: ['Nursing board', 'Audit trends'], default: 'Nursing board' },
    // Exactly the roles named: a Supervisor is above Nursing in the hierarchy but is not offered its links.
    { role: 'FacilityAssistant', offered: ['Audit trends'], default: null },
    { role: 'MultiFacilityAdministrator', offered: ['Corporate'], default: 'Corporate' },
    { role: 'SiteAdministrator', offered: [], default: null },
    { role: 'Housekeeper', offered: [], default: null },
  ] as const)('$role', ({ role, offered, default: def }) => {
    expect(linksOffered(links, role).map((l) => l.name)).toEqual(offered);
    expect(defaultLinkFor(links, role)?.name ?? null).toBe(def);
  });
});
