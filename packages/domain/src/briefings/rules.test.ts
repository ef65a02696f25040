import type { TBriefingLevel, TRole } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import type { AreaLink } from '../sites/area-path.ts';
import {
  acknowledgementsFor,
  asksReader,
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

  // North Wing holds Floor 1 and Floor 2; South Wing stands apart. An outbreak notice for Floor 1.
  const areas = new Map<string, AreaLink>([
    ['north', { id: 'north', name: 'North Wing', parentId: null }],
    ['floor1', { id: 'floor1', name: 'Floor 1', parentId: 'north' }],
    ['floor2', { id: 'floor2', name: 'Floor 2', parentId: 'north' }],
    ['south', { id: 'south', name: 'South Wing', parentId: null }],
  ]);
  const notice = { id: 'outbreak', level: 'Site' as const, facilityId: 'site-a', date: '2026-03-01', areaId: 'floor1' };
  it.each<[string, string | null, boolean]>([
    ['not restricted to an area', null, true],
    ['restricted to the area itself', 'floor1', true],
    ['restricted to the wing it sits in', 'north', true],
    ['restricted to another floor of that wing', 'floor2', false],
    ['restricted to another wing', 'south', false],
    ['restricted to an area deleted since', 'gone', false],
  ])('an area’s notice, staff %s: asked %s', (_n, restrictedAreaId, asked) => {
    const reader = { restrictedAreaId, areas };
    expect(asksReader(notice, reader)).toBe(asked);
    const ids = outstandingAcknowledgements([...acks, notice], new Set(), 'site-a', '2026-03-05', reader).map((a) => a.id);
    expect(ids.includes('outbreak')).toBe(asked);
    // Notices for the whole site are asked of everyone.
    expect(ids).toEqual(expect.arrayContaining(['ha', 'site', 'org']));
  });
  it('a notice for an area inside the reader’s area is asked too', () => {
    const wing = { ...notice, areaId: 'north' };
    expect(asksReader(wing, { restrictedAreaId: 'floor2', areas })).toBe(true);
    expect(asksReader(wing, { restrictedAreaId: 'south', areas })).toBe(false);
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
          {
            name: 'Jo Park',
            staffRefId: null,
            position: null,
            acknowledged: [{ acknowledgementId: 'a1', at: null, asked: false }],
            itemsChecked: 0,
            itemsTotal: 2,
          },
        ],
      },
      { name: 'Name', staffId: 'Staff ID', position: 'Position', checked: 'Items checked', notYet: 'Not yet', notAsked: 'Not asked' },
      (iso) => iso.slice(11, 16),
    );
    expect(csv).toBe(
      '\uFEFFName,Staff ID,Position,Items checked,"Masks on, all wings"\r\nMei Lin,E-1,Housekeeper,2/2,13:00\r\nAnn Bo,,,0/2,Not yet\r\nJo Park,,,0/2,Not asked\r\n',
    );
  });
});
