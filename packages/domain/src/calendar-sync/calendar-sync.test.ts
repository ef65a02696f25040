import type { TCalendarEvent, TCalendarProfileRules } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { eventFilter, eventMapper, splitList } from './mapping.ts';
import { type CalendarLink, type CalendarSite, calendarEventKey, reviewCalendar } from './review.ts';

const TODAY = '2026-11-18';

const event = (over: Partial<TCalendarEvent> = {}): TCalendarEvent => ({
  uid: 'e1',
  recurrenceId: null,
  summary: 'Hskp: rooms 101, 102',
  description: '',
  location: '',
  categories: '',
  organizer: '',
  attendees: '',
  allDay: true,
  start: '2026-11-19T05:00:00.000Z',
  end: '2026-11-20T05:00:00.000Z',
  startDate: '2026-11-19',
  endDate: '2026-11-19',
  line: 1,
  ...over,
});

const site: CalendarSite = {
  staff: [
    { id: 'anna', staffId: 'S-1', email: 'anna@home.example', firstName: 'Anna', lastName: 'Smith', isArchived: false },
    { id: 'bob', staffId: 'S-2', email: null, firstName: 'Bob', lastName: 'Jones', isArchived: true },
    { id: 'kim1', staffId: 'S-3', email: null, firstName: 'Kim', lastName: 'Lee', isArchived: false },
    { id: 'kim2', staffId: 'S-4', email: null, firstName: 'Kim', lastName: 'Lee', isArchived: false },
  ],
  areas: [
    { id: 'east', name: 'East Wing', parentId: null },
    { id: 'east1', name: 'Floor 1', parentId: 'east' },
    { id: 'west1', name: 'Floor 1', parentId: 'west' },
    { id: 'west', name: 'West Wing', parentId: null },
  ],
  roomTypes: [{ id: 'bed', name: 'Bedroom', cleanTypes: ['Clean', 'Deep Clean'] }],
  rules: {
    today: TODAY,
    staff: new Map([
      ['anna', { isArchived: false }],
      ['bob', { isArchived: true }],
      ['kim1', { isArchived: false }],
      ['kim2', { isArchived: false }],
    ]),
    roomNumbers: new Set(['101', '102', '103']),
    areaIds: new Set(['east', 'east1', 'west', 'west1']),
    roomTypeIds: new Set(['bed']),
  },
};

const rules = (over: Partial<TCalendarProfileRules> = {}): TCalendarProfileRules => ({
  filters: [],
  mapping: [
    { source: 'summary', target: 'staffMember', pattern: '^([\\w-]+):' },
    { source: 'summary', target: 'roomNumbers', pattern: 'rooms? ([\\d, ]+)' },
    { source: 'summary', target: 'description', pattern: null },
  ],
  replacements: [{ target: 'staffMember', from: 'hskp', to: 'S-1' }],
  ...over,
});

describe('filters', () => {
  it.each([
    [[{ field: 'summary', mode: 'include', pattern: '^hskp' }], 'Hskp: rooms 101', true],
    [[{ field: 'summary', mode: 'include', pattern: '^hskp' }], 'Kitchen: rooms 101', false],
    [[{ field: 'summary', mode: 'exclude', pattern: 'cancel' }], 'Hskp CANCELLED', false],
    [
      [
        { field: 'summary', mode: 'include', pattern: 'hskp' },
        { field: 'categories', mode: 'include', pattern: 'rota' },
      ],
      'Hskp: rooms 101',
      false,
    ],
    [[], 'anything', true],
  ] as const)('%j on %s → %s', (filters, summary, kept) => {
    expect(eventFilter(filters)(event({ summary }))).toBe(kept);
  });
});

describe('mapping and replacements', () => {
  it.each([
    ['101, 102;103\n104 and 105 & 106', ['101', '102', '103', '104', '105', '106']],
    [' 7 ', ['7']],
    ['', []],
  ])('splits %j', (text, items) => {
    expect(splitList(text)).toEqual(items);
  });

  it.each([
    [
      'capture group',
      [{ source: 'summary', target: 'roomNumbers', pattern: 'rooms ([\\d, ]+)' }],
      [],
      'Hskp: rooms 101, 102',
      { roomNumbers: ['101', '102'] },
    ],
    ['no match gives nothing', [{ source: 'summary', target: 'task', pattern: 'task: (.+)' }], [], 'Hskp', {}],
    [
      'whole value replaced',
      [{ source: 'summary', target: 'staffMember', pattern: null }],
      [{ target: 'staffMember', from: 'Hskp', to: 'S-1' }],
      ' hskp ',
      { staffMember: ['S-1'] },
    ],
    [
      'list item replaced, a code for several rooms',
      [{ source: 'location', target: 'roomNumbers', pattern: null }],
      [{ target: 'roomNumbers', from: 'East', to: '101, 102' }],
      '',
      { roomNumbers: ['101', '102', '103'] },
    ],
    [
      'first text mapping wins, lists join',
      [
        { source: 'summary', target: 'description', pattern: null },
        { source: 'location', target: 'description', pattern: null },
        { source: 'summary', target: 'roomNumbers', pattern: '(\\d+)' },
        { source: 'location', target: 'roomNumbers', pattern: null },
      ],
      [],
      'Room 101',
      { description: ['Room 101'], roomNumbers: ['101', 'East', '103'] },
    ],
  ] as const)('%s', (_name, mapping, replacements, summary, expected) => {
    const map = eventMapper(mapping, replacements);
    expect(map(event({ summary, location: 'East, 103' }))).toEqual(expected);
  });
});

describe('review', () => {
  const noLinks = new Map<string, CalendarLink>();

  it.each([
    ['a replacement names the staff member', 'Hskp: rooms 101, 102', 'create', [], { staffMemberId: 'anna', roomNumbers: ['101', '102'] }],
    ['by staff ID', 'S-1: rooms 101', 'create', [], { staffMemberId: 'anna' }],
    ['by email', 'x', 'create', [], { staffMemberId: 'anna' }],
    ['unknown staff member', 'Maria: rooms 101', 'invalid', [['staffMemberId', 'assignment.unknown_staff']], {}],
    ['archived staff member', 'S-2: rooms 101', 'invalid', [['staffMemberId', 'assignment.archived_staff']], {}],
    ['no target', 'S-1: nothing', 'invalid', [['roomNumbers', 'assignment.target_required']], {}],
    ['unknown room', 'S-1: rooms 999', 'invalid', [['roomNumbers', 'assignment.unknown_room']], {}],
  ] as const)('%s', (name, summary, action, problems, fields) => {
    const mapping =
      name === 'by email'
        ? [
            { source: 'organizer' as const, target: 'staffMember' as const, pattern: null },
            { source: 'location' as const, target: 'roomNumbers' as const, pattern: null },
          ]
        : rules().mapping;
    const ev = event({ summary, organizer: 'ANNA@home.example', location: '103' });
    const { rows, counts } = reviewCalendar([ev], rules({ mapping }), site, noLinks);
    const row = rows[0];
    expect(row?.action).toBe(action);
    expect(row?.problems.map((p) => [p.field, p.code])).toEqual(problems);
    expect(row?.assignment).toMatchObject(fields);
    expect(counts[action]).toBe(1);
  });

  it('flags invalid task, clean type, room type and areas, and finds areas by name or path', () => {
    const mapping = [
      { source: 'summary' as const, target: 'task' as const, pattern: null },
      { source: 'location' as const, target: 'facilityAreas' as const, pattern: null },
      { source: 'categories' as const, target: 'cleanType' as const, pattern: null },
      { source: 'description' as const, target: 'roomType' as const, pattern: null },
    ];
    const good = event({
      summary: 'Curtains',
      location: 'East Wing / Floor 1; West Wing',
      categories: 'deep clean',
      description: 'bedroom',
    });
    const bad = event({ uid: 'e2', summary: 'x'.repeat(301), location: 'Floor 1, Nowhere', categories: 'Polish', description: 'Attic' });
    const { rows, counts } = reviewCalendar([good, bad], rules({ mapping, replacements: [] }), site, noLinks);
    expect(rows[0]?.action).toBe('create');
    expect(rows[0]?.assignment).toMatchObject({
      task: 'Curtains',
      facilityAreas: ['east1', 'west'],
      cleanType: 'Deep Clean',
      roomTypeId: 'bed',
    });
    expect(rows[1]?.problems.map((p) => [p.field, p.code, p.params?.value])).toEqual([
      ['facilityAreas', 'calendar.unknown_area', 'Floor 1'],
      ['facilityAreas', 'calendar.unknown_area', 'Nowhere'],
      ['roomTypeId', 'calendar.unknown_room_type', 'Attic'],
      ['cleanType', 'calendar.unknown_clean_type', 'Polish'],
      ['task', 'calendar.invalid_task', `${'x'.repeat(40)}…`],
      ['roomNumbers', 'assignment.target_required', undefined],
    ]);
    expect(rows[1]?.problems[0]?.message).toContain('Floor 1');
    expect(counts).toEqual({ total: 2, create: 1, update: 0, unchanged: 0, invalid: 1, filtered: 0, cancelled: 0 });
  });

  it('a name two staff members share names nobody; a past day breaks the rules', () => {
    const { rows } = reviewCalendar(
      [
        event({ summary: 'Kim Lee: rooms 101' }),
        event({ uid: 'old', summary: 'S-1: rooms 101', startDate: '2026-11-17', endDate: '2026-11-17' }),
      ],
      rules({ mapping: [...rules().mapping.slice(1), { source: 'summary', target: 'staffMember', pattern: '^([^:]+):' }] }),
      site,
      noLinks,
    );
    expect(rows[0]?.problems.map((p) => p.code)).toEqual(['assignment.unknown_staff']);
    expect(rows[1]?.problems.map((p) => [p.field, p.code])).toEqual([
      ['startDate', 'assignment.past_date'],
      ['endDate', 'assignment.past_date'],
    ]);
  });

  it('a re-import skips what is unchanged, updates what changed, and a duplicate occurrence is invalid', () => {
    const ev = event();
    const first = reviewCalendar([ev], rules(), site, noLinks).rows[0];
    const imported = first?.assignment;
    if (!imported) throw new Error('no assignment');
    const links = new Map<string, CalendarLink>([
      [
        calendarEventKey('e1', null),
        { assignmentId: 'a1', imported, current: { ...imported, id: 'a1', started: false, completed: false } },
      ],
    ]);
    const again = reviewCalendar([ev], rules(), site, links);
    expect(again.rows[0]).toMatchObject({ action: 'unchanged', assignmentId: 'a1' });
    const moved = reviewCalendar([event({ summary: 'Hskp: rooms 103' })], rules(), site, links);
    expect(moved.rows[0]).toMatchObject({ action: 'update', assignmentId: 'a1', assignment: { roomNumbers: ['103'] } });
    const gone = new Map([[calendarEventKey('e1', null), { ...links.get(calendarEventKey('e1', null)), current: null } as CalendarLink]]);
    expect(reviewCalendar([ev], rules(), site, gone).rows[0]?.action).toBe('create');
    const twice = reviewCalendar([ev, ev], rules(), site, noLinks);
    expect(twice.rows.map((r) => r.action)).toEqual(['create', 'invalid']);
    expect(twice.rows[1]?.problems.map((p) => p.code)).toEqual(['duplicate.id']);
  });

  it('filtered events are counted and not reviewed', () => {
    const { rows, counts } = reviewCalendar(
      [event(), event({ uid: 'e2', summary: 'Maria: cancelled' })],
      rules({ filters: [{ field: 'summary', mode: 'exclude', pattern: 'cancel' }] }),
      site,
      noLinks,
    );
    expect(rows.map((r) => r.action)).toEqual(['create', 'filtered']);
    expect(counts.filtered).toBe(1);
  });

  it('a cancelled occurrence is never imported: it removes what an earlier import made of it, else it is skipped', () => {
    const ev = event();
    const imported = reviewCalendar([ev], rules(), site, noLinks).rows[0]?.assignment;
    if (!imported) throw new Error('no assignment');
    const links = new Map<string, CalendarLink>([
      [
        calendarEventKey('e1', null),
        { assignmentId: 'a1', imported, current: { ...imported, id: 'a1', started: false, completed: false } },
      ],
    ]);
    const cancelled = [event({ status: 'cancelled' }), event({ uid: 'e2', status: 'cancelled' }), event({ uid: 'e3' })];
    const { rows, counts } = reviewCalendar(cancelled, rules(), site, links);
    expect(rows.map((r) => [r.action, r.assignmentId, r.assignment])).toEqual([
      ['cancelled', 'a1', null],
      ['cancelled', null, null],
      ['create', null, expect.objectContaining({ staffMemberId: 'anna' })],
    ]);
    expect(counts).toMatchObject({ total: 3, cancelled: 2, create: 1, update: 0, unchanged: 0 });
    // The filters still apply to cancelled events.
    const filtered = reviewCalendar(cancelled, rules({ filters: [{ field: 'uid', mode: 'exclude', pattern: '^e1$' }] }), site, links);
    expect(filtered.rows[0]?.action).toBe('filtered');
  });
});
