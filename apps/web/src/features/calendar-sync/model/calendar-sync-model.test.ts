import type { TCalendarEvent, TCalendarImportProfile } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEED_OPTIONS, feedUrl } from './feed-url.ts';
import {
  addDays,
  defaultRules,
  mappedText,
  mappingPreview,
  newDraft,
  patternProblem,
  profilesToSave,
  rulesToSend,
  rulesUsable,
  weekOf,
  withProfile,
} from './wizard.ts';

const event = (over: Partial<TCalendarEvent>): TCalendarEvent => ({
  uid: 'u1',
  recurrenceId: null,
  summary: 'Hskp: east wing',
  description: '',
  location: '101, 102',
  categories: '',
  organizer: '',
  attendees: '',
  allDay: false,
  start: '2026-11-23T13:00:00.000Z',
  end: '2026-11-23T21:00:00.000Z',
  startDate: '2026-11-23',
  endDate: '2026-11-23',
  line: 4,
  ...over,
});

const profile: TCalendarImportProfile = {
  id: 'p1',
  name: 'Roster',
  filters: [{ field: 'summary', mode: 'include', pattern: '^Hskp' }],
  mapping: [{ source: 'organizer', target: 'staffMember', pattern: null }],
  replacements: [{ target: 'staffMember', from: 'Hskp', to: 'HK1' }],
  includeCancelled: true,
};

describe('calendar import wizard model', () => {
  it.each([
    ['2026-11-23', '2026-11-23', '2026-11-29'], // a Monday
    ['2026-11-29', '2026-11-23', '2026-11-29'], // a Sunday belongs to the week before it
    ['2026-12-31', '2026-12-28', '2027-01-03'], // across the year
  ])('the default range of %s is its Monday to Sunday', (today, from, to) => {
    expect(weekOf(today)).toEqual({ from, to });
    expect(newDraft(today)).toMatchObject({ from, to, fileText: '', profileId: null });
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('takes a copy of a profile so edits do not change the saved list, and clears it back to the defaults', () => {
    const draft = withProfile(newDraft('2026-11-23'), profile);
    expect(draft.profileId).toBe('p1');
    // The profile's 'Include cancelled events' comes with it, and goes back to off without a profile.
    expect(draft.includeCancelled).toBe(true);
    draft.rules.filters = draft.rules.filters.map((f) => ({ ...f, pattern: 'changed' }));
    draft.rules.mapping.push({ source: 'summary', target: 'task', pattern: null });
    expect(profile.filters[0]?.pattern).toBe('^Hskp');
    expect(profile.mapping).toHaveLength(1);
    expect(withProfile(draft, null)).toMatchObject({ profileId: null, rules: defaultRules(), includeCancelled: false });
  });

  it('sends only filled rows: empty filters and replacements are left out, an empty mapping pattern is none', () => {
    const sent = rulesToSend({
      filters: [
        { field: 'summary', mode: 'include', pattern: ' ' },
        { field: 'location', mode: 'exclude', pattern: 'Lobby' },
      ],
      mapping: [{ source: 'summary', target: 'description', pattern: '  ' }],
      replacements: [
        { target: 'staffMember', from: '', to: 'x' },
        { target: 'staffMember', from: 'Hskp', to: 'HK1' },
      ],
    });
    expect(sent.filters).toEqual([{ field: 'location', mode: 'exclude', pattern: 'Lobby' }]);
    expect(sent.mapping[0]?.pattern).toBeNull();
    expect(sent.replacements).toEqual([{ target: 'staffMember', from: 'Hskp', to: 'HK1' }]);
  });

  it('names an invalid pattern at once and blocks the next step', () => {
    expect(patternProblem('')).toBeNull();
    expect(patternProblem('^Hskp')).toBeNull();
    expect(patternProblem('([a-z')).toMatchObject({ code: 'calendar.invalid_regex' });
    expect(patternProblem('(?=a)b')).toMatchObject({ code: 'calendar.invalid_regex', reason: expect.stringContaining('look-ahead') });
    // A pattern that backtracks for seconds in JavaScript's engine runs in linear time here, so it is allowed.
    expect(patternProblem('(a+)+$')).toBeNull();
    const rules = { ...defaultRules(), filters: [{ field: 'summary' as const, mode: 'include' as const, pattern: '([a-z' }] };
    expect(rulesUsable(rules)).toBe(false);
    expect(mappingPreview([event({})], rules)).toEqual([]);
    expect(rulesUsable(defaultRules())).toBe(true);
  });

  it('previews the first events through filters, mapping and replacements as the server reads them', () => {
    const rules = {
      filters: [{ field: 'summary' as const, mode: 'include' as const, pattern: '^Hskp' }],
      mapping: [
        { source: 'summary' as const, target: 'staffMember' as const, pattern: '^(\\w+):' },
        { source: 'location' as const, target: 'roomNumbers' as const, pattern: null },
      ],
      replacements: [{ target: 'staffMember' as const, from: 'Hskp', to: 'HK1' }],
    };
    const rows = mappingPreview([event({}), event({ uid: 'u2', summary: 'Lunch' })], rules);
    expect(rows.map((r) => r.kept)).toEqual([true, false]);
    const values = rows[0]?.values ?? {};
    expect(mappedText(values, 'staffMember')).toBe('HK1');
    expect(mappedText(values, 'roomNumbers')).toBe('101, 102');
    expect(mappedText(values, 'task')).toBe('');
    expect(
      mappingPreview(
        Array.from({ length: 9 }, (_, i) => event({ uid: `u${i}` })),
        rules,
      ),
    ).toHaveLength(5);
  });

  it('saves the draft as a new profile, or in place of the chosen one, keeping the others', () => {
    const other = { ...profile, id: 'p2', name: 'Other' };
    const rules = defaultRules();
    const added = profilesToSave('site', [profile, other], ' Week roster ', rules, null);
    expect(added.profiles.map((p) => p.name)).toEqual(['Roster', 'Other', 'Week roster']);
    expect(added.profiles[2]).not.toHaveProperty('id');
    const replaced = profilesToSave('site', [profile, other], 'Roster v2', rules, 'p1');
    expect(replaced.profiles.map((p) => [p.id, p.name])).toEqual([
      ['p1', 'Roster v2'],
      ['p2', 'Other'],
    ]);
  });
});

describe('calendar feed address', () => {
  it('holds the key and only the chosen options', () => {
    const url = new URL(feedUrl('https://care.example', 'site-1', 'chk_abc', DEFAULT_FEED_OPTIONS));
    expect(url.pathname).toBe('/api/calendar/feed/site-1.ics');
    expect(Object.fromEntries(url.searchParams)).toEqual({ key: 'chk_abc', schedule: '1' });
  });

  it('asks for 15-minute appointments only with the clean schedule, and one person when chosen', () => {
    const base = { ...DEFAULT_FEED_OPTIONS, schedule: false, appointments: true };
    expect(new URL(feedUrl('https://x', 's', 'k', base)).searchParams.has('appointments')).toBe(false);
    const url = new URL(
      feedUrl('https://x', 's', 'k', {
        ...base,
        cleans: true,
        staffMemberId: 'm1',
        from: '2026-11-23',
        to: '2026-12-31',
        source: ' https://roster ',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'k',
      staffMemberId: 'm1',
      cleans: '1',
      appointments: '1',
      from: '2026-11-23',
      to: '2026-12-31',
      source: 'https://roster',
    });
  });

  it('names the language chosen for the events’ titles and names', () => {
    const url = new URL(feedUrl('https://x', 's', 'k', { ...DEFAULT_FEED_OPTIONS, language: 'zh-Hant' }));
    expect(url.searchParams.get('language')).toBe('zh-Hant');
  });
});
