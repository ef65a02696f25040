import type { TDashboardLink } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { draftErrors, emptyDraft, listWith, serverErrorsOf } from './link-form.ts';

const FACILITY = '6f1c2a8e-0d4b-4c1e-9a7f-2b3c4d5e6f70';
const t = (key: string, options?: Record<string, unknown>) =>
  key.startsWith('common:roles.')
    ? `role:${key.slice(13)}`
    : `${key}${options?.role ? `(${String(options.role)},${String(options.name)})` : ''}`;
const links: TDashboardLink[] = [
  {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    name: 'Nursing board',
    language: 'en',
    translations: { fr: 'Tableau des soins' },
    url: 'https://bi.example.com/n',
    roles: ['Nursing'],
    isDefault: true,
  },
  {
    id: 'a1b2c3d4-0000-4000-8000-000000000002',
    name: 'Audits',
    language: 'en',
    translations: {},
    url: 'https://bi.example.com/a',
    roles: ['FacilityAssistant'],
    isDefault: false,
  },
];

describe('listWith', () => {
  it('adds, replaces and removes in the whole list', () => {
    const draft = {
      ...emptyDraft('fr'),
      name: 'Nouveau',
      translations: { en: 'New' },
      url: 'https://x.example.com',
      roles: ['Nursing' as const],
    };
    expect(listWith(links, null, draft).map((l) => l.name)).toEqual(['Nursing board', 'Audits', 'Nouveau']);
    expect(listWith(links, 1, draft).map((l) => [l.id, l.name, l.language, l.translations])).toEqual([
      [links[0]?.id, 'Nursing board', 'en', { fr: 'Tableau des soins' }],
      [links[1]?.id, 'Nouveau', 'fr', { en: 'New' }],
    ]);
    expect(listWith(links, 0, null).map((l) => l.name)).toEqual(['Audits']);
  });
});

describe('draftErrors', () => {
  it.each([
    {
      case: 'a good new link',
      draft: { name: 'Trends', url: 'https://bi.example.com/t', roles: ['Nursing'], isDefault: false },
      index: null,
      errors: {},
    },
    {
      case: 'empty fields and no role',
      draft: { name: ' ', url: '', roles: [], isDefault: false },
      index: null,
      errors: { name: 'validation.required', url: 'validation.required', roles: 'validation.required' },
    },
    {
      case: 'not a URL',
      draft: { name: 'X', url: 'bi dashboard', roles: ['Nursing'], isDefault: false },
      index: null,
      errors: { url: 'config.invalid_url' },
    },
    {
      case: 'ftp',
      draft: { name: 'X', url: 'ftp://bi.example.com', roles: ['Nursing'], isDefault: false },
      index: null,
      errors: { url: 'config.invalid_url' },
    },
    {
      case: 'a second default for Nursing',
      draft: { name: 'X', url: 'https://bi.example.com', roles: ['Nursing'], isDefault: true },
      index: null,
      errors: { isDefault: 'dashboard_links.duplicate_default(role:Nursing,Nursing board)' },
    },
    {
      case: 'editing the default itself',
      draft: { name: 'Nursing board', url: 'https://bi.example.com/n2', roles: ['Nursing'], isDefault: true },
      index: 0,
      errors: {},
    },
    {
      case: 'a name used by the other link',
      draft: { name: 'audits', url: 'https://bi.example.com/n', roles: ['Nursing'], isDefault: true },
      index: 0,
      errors: { name: 'dashboard_links.duplicate_name' },
    },
  ] as const)('$case', ({ draft, index, errors }) => {
    const found = draftErrors(FACILITY, links, index, { ...emptyDraft(), ...draft, roles: [...draft.roles] }, t);
    // Generic messages come translated through errors:…; compare by code.
    expect(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v.replace(/^errors:/, '')]))).toEqual(errors);
  });
});

describe('serverErrorsOf', () => {
  it('keeps the edited link’s fields', () => {
    expect(serverErrorsOf({ 'links.2.url': 'bad', 'links.0.name': 'other', facilityId: 'x' }, links, null)).toEqual({ url: 'bad' });
    expect(serverErrorsOf({ 'links.0.name': 'taken' }, links, 0)).toEqual({ name: 'taken' });
  });
});
