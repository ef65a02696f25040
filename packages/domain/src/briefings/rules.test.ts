import type { TBriefingLevel, TRole } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import {
  acknowledgementsFor,
  type BriefingFact,
  briefingReportCsv,
  briefingsFor,
  csvField,
  isProviderLevel,
  mayEditAcknowledgementLevel,
  mayEditBriefingLevel,
  numberItems,
  outstandingAcknowledgements,
} from './rules.ts';

describe('who may edit which level', () => {
  const levels: TBriefingLevel[] = ['Briefing', 'Site', 'Organization', 'HealthAuthority', 'Provincial'];
  it.each<[TRole, TBriefingLevel[]]>([
    ['SiteAdministrator', levels],
    ['SiteAssistant', levels],
    ['MultiFacilityAdministrator', ['Briefing', 'Site', 'Organization']],
    ['FacilityAdministrator', []],
    ['FacilityAssistant', []],
    ['LeadHousekeeper', []],
    ['Nursing', []],
    ['Housekeeper', []],
    ['TabletRegistration', []],
    ['RegisteredDevice', []],
  ])('%s edits briefings of %j', (role, allowed) => {
    expect(levels.filter((l) => mayEditBriefingLevel(role, l))).toEqual(allowed);
  });

  it.each<[TRole, string[]]>([
    ['SiteAssistant', ['Site', 'Organization', 'HealthAuthority', 'Provincial']],
    ['MultiFacilityAdministrator', ['Site', 'Organization']],
    ['FacilityAdministrator', ['Site']],
    ['FacilityAssistant', ['Site']],
    ['LeadHousekeeper', []],
    ['Nursing', []],
    ['Housekeeper', []],
  ])('%s edits acknowledgements of %j', (role, allowed) => {
    const all = ['Site', 'Organization', 'HealthAuthority', 'Provincial'] as const;
    expect(all.filter((l) => mayEditAcknowledgementLevel(role, l))).toEqual(allowed);
  });

  it('provider levels are health authority and provincial', () => {
    expect(['Site', 'Organization', 'HealthAuthority', 'Provincial'].filter((l) => isProviderLevel(l as never))).toEqual([
      'HealthAuthority',
      'Provincial',
    ]);
  });
});

describe('which briefings apply to a person', () => {
  const b = (over: Partial<BriefingFact> & { id: string }): BriefingFact => ({
    facilityId: 'site-a',
    level: 'Briefing',
    name: over.id,
    isDefault: false,
    positions: [],
    ...over,
  });
  const all = [
    b({ id: 'hk', positions: ['Housekeeper'] }),
    b({ id: 'nurses', positions: ['Registered Nurse'] }),
    b({ id: 'default', isDefault: true, positions: ['Nobody'] }),
    b({ id: 'other-site', facilityId: 'site-b', positions: ['Housekeeper'] }),
    b({ id: 'org', level: 'Organization', facilityId: null }),
    b({ id: 'prov', level: 'Provincial', facilityId: null, positions: ['Registered Nurse'] }),
    b({ id: 'site-default', level: 'Site', isDefault: true, positions: ['Cook'] }),
  ];
  it.each<[string, string, string | null, string[]]>([
    ['a housekeeper gets the housekeepers’ briefing, not the default', 'site-a', 'Housekeeper', ['hk', 'site-default', 'org']],
    ['positions match without case or spaces', 'site-a', '  housekeeper ', ['hk', 'site-default', 'org']],
    ['a position no briefing names gets the defaults', 'site-a', 'Cook', ['default', 'site-default', 'org']],
    ['no position: defaults and briefings for everyone', 'site-a', null, ['default', 'site-default', 'org']],
    ['a nurse gets the provincial one naming nurses', 'site-a', 'Registered Nurse', ['nurses', 'site-default', 'org', 'prov']],
    ['another site: its own briefing, never site A’s', 'site-b', 'Housekeeper', ['other-site', 'org']],
  ])('%s', (_name, facilityId, position, ids) => {
    expect(briefingsFor(all, { facilityId, position }).map((x) => x.id)).toEqual(ids);
  });
});

describe('acknowledgements', () => {
  const acks = [
    { id: 'site', level: 'Site' as const, facilityId: 'site-a', date: '2026-03-01' },
    { id: 'other', level: 'Site' as const, facilityId: 'site-b', date: '2026-03-01' },
    { id: 'org', level: 'Organization' as const, facilityId: null, date: '2026-03-02' },
    { id: 'ha', level: 'HealthAuthority' as const, facilityId: null, date: '2026-03-01' },
    { id: 'future', level: 'Provincial' as const, facilityId: null, date: '2026-03-10' },
  ];
  it('concern the site, the organization and the provider, dated up to today, oldest first, higher level first', () => {
    expect(acknowledgementsFor(acks, 'site-a', '2026-03-05').map((a) => a.id)).toEqual(['ha', 'site', 'org']);
  });
  it.each<[string, string[], string, string[]]>([
    ['nothing acknowledged', [], '2026-03-05', ['ha', 'site', 'org']],
    ['some acknowledged', ['ha', 'org'], '2026-03-05', ['site']],
    ['all acknowledged', ['ha', 'org', 'site'], '2026-03-05', []],
    ['a future one arrives on its day', ['ha', 'org', 'site'], '2026-03-10', ['future']],
  ])('outstanding: %s', (_n, done, today, ids) => {
    expect(outstandingAcknowledgements(acks, new Set(done), 'site-a', today).map((a) => a.id)).toEqual(ids);
  });
});

describe('items and CSV', () => {
  it('numbers items in the given order', () => {
    expect(numberItems([{ m: 'b' }, { m: 'a' }])).toEqual([
      { m: 'b', order: 1 },
      { m: 'a', order: 2 },
    ]);
  });
  it.each<[string | number | null, string]>([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    [null, ''],
    [3, '3'],
  ])('field %j → %s', (v, out) => expect(csvField(v)).toBe(out));

  it('writes the report: who acknowledged what and when, and who has not', () => {
    const csv = briefingReportCsv(
      {
        date: '2026-03-05',
        acknowledgements: [{ id: 'a1', message: 'Masks on, all wings', level: 'HealthAuthority' }],
        rows: [
          {
            name: 'Mei Lin',
            staffRefId: 'E-1',
            position: 'Housekeeper',
            acknowledged: [{ acknowledgementId: 'a1', at: '2026-03-05T13:00:00Z' }],
            itemsChecked: 2,
            itemsTotal: 2,
          },
          {
            name: 'Ann Bo',
            staffRefId: null,
            position: null,
            acknowledged: [{ acknowledgementId: 'a1', at: null }],
            itemsChecked: 0,
            itemsTotal: 2,
          },
        ],
      },
      { name: 'Name', staffId: 'Staff ID', position: 'Position', checked: 'Items checked', notYet: 'Not yet' },
      (iso) => iso.slice(11, 16),
    );
    expect(csv).toBe(
      '\uFEFFName,Staff ID,Position,Items checked,"Masks on, all wings"\r\nMei Lin,E-1,Housekeeper,2/2,13:00\r\nAnn Bo,,,0/2,Not yet\r\n',
    );
  });
});
