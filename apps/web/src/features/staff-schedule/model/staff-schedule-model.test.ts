import type { TAssignment, TStaffSchedule } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import {
  assignableStaff,
  assignmentFieldsOf,
  assignmentFormOf,
  assignmentFormProblems,
  cleanTypeOptions,
  editModeOf,
  formChanged,
  formFieldOf,
  newAssignmentForm,
  roomNumberOptions,
} from './assignment-form.ts';
import { assignmentTargets, dateWeekDay, firstOf, targetLine, weekDayLabel } from './assignment-summary.ts';
import { initialRecipients, planLines, plannedRoomCount, redistributeCandidates, roomsLeftUncovered, toggle } from './redistribute.ts';
import {
  areaAssignmentsOf,
  areaPaths,
  displayLocalDate,
  parseDateParam,
  progressOf,
  rowLoad,
  shiftDate,
  staffRows,
  uncoveredRoomNumbers,
  viewIsEmpty,
  viewRange,
} from './schedule-view.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SITE = id(999);
const ANN = id(1);
const BOB = id(2);
const OLD = id(3);
const WING = id(10);
const FLOOR = id(11);
const BEDROOM = id(20);
const R101 = id(101);
const R102 = id(102);
const R201 = id(201);

function assignment(over: Partial<TAssignment>): TAssignment {
  return {
    id: id(500),
    facilityId: SITE,
    staffMemberId: ANN,
    description: null,
    task: null,
    startDate: '2026-03-02',
    endDate: '2026-03-02',
    roomNumbers: [],
    roomTypeId: null,
    facilityAreas: [],
    cleanType: null,
    scheduledDays: [],
    started: false,
    completed: false,
    state: 'NotStarted',
    updatedAt: '2026-03-01T08:00:00.000Z',
    ...over,
  };
}

function schedule(over: Partial<TStaffSchedule> = {}): TStaffSchedule {
  const staff = (sid: string, name: string, isArchived = false) => ({
    id: sid,
    name,
    staffId: null,
    role: 'Housekeeper',
    position: null,
    isArchived,
    restrictedArea: null,
    restrictedAreaAssignmentId: null,
    shiftMinutes: 450,
    ownShift: false,
  });
  return {
    facilityId: SITE,
    from: '2026-03-02',
    to: '2026-03-08',
    today: '2026-03-03',
    shiftMinutes: 450,
    staff: [staff(BOB, 'Bob Brown'), staff(ANN, 'Ann Adams'), staff(OLD, 'Old Owen', true)],
    rooms: [
      { id: R101, roomNumber: '101', roomTypeId: BEDROOM, areaIds: [WING, FLOOR], expectedMinutes: 30 },
      { id: R102, roomNumber: '102', roomTypeId: BEDROOM, areaIds: [WING, FLOOR], expectedMinutes: 20 },
      { id: R201, roomNumber: '201', roomTypeId: null, areaIds: [WING], expectedMinutes: 10 },
    ],
    areas: [
      { id: FLOOR, name: 'Floor 1', parentId: WING },
      { id: WING, name: 'Wing A', parentId: null },
    ],
    roomTypes: [
      { id: BEDROOM, name: 'Bedroom', cleanTypes: ['Clean', 'Deep Clean'] },
      { id: id(21), name: 'Lounge', cleanTypes: ['Clean', 'Windows'] },
    ],
    assignments: [],
    days: [],
    uncovered: [],
    doubled: [],
    absences: [],
    templates: [],
    ...over,
  };
}

describe('view range and navigation', () => {
  it.each([
    ['day', '2026-03-04', '2026-03-04', '2026-03-04', 1],
    ['week', '2026-03-04', '2026-03-02', '2026-03-08', 7],
    ['week', '2026-03-08', '2026-03-02', '2026-03-08', 7],
    ['week', '2026-03-02', '2026-03-02', '2026-03-08', 7],
  ] as const)('%s of %s is %s to %s', (mode, date, from, to, count) => {
    const r = viewRange(date, mode);
    expect([r.from, r.to, r.dates.length]).toEqual([from, to, count]);
  });

  it('moves a day or a week, across months', () => {
    expect(shiftDate('2026-02-28', 'day', 1)).toBe('2026-03-01');
    expect(shiftDate('2026-03-01', 'week', -1)).toBe('2026-02-22');
  });

  it.each([
    ['2026-02-29', null],
    ['2024-02-29', '2024-02-29'],
    ['2026-13-01', null],
    ['tomorrow', null],
    [null, null],
  ])('date from the address %s is %s', (text, out) => expect(parseDateParam(text)).toBe(out));

  it('shows dates as MM/DD/YYYY', () => expect(displayLocalDate('2026-03-04')).toBe('03/04/2026'));
});

describe('rows of staff', () => {
  const a1 = assignment({ id: id(501), roomNumbers: ['101'] });
  const a2 = assignment({ id: id(502), staffMemberId: BOB, startDate: '2026-03-02', endDate: '2026-03-08', scheduledDays: [1, 3] });
  const a3 = assignment({ id: id(503), staffMemberId: null, cleanType: 'Windows', startDate: '2026-03-04', endDate: '2026-03-04' });
  const a4 = assignment({ id: id(504), staffMemberId: OLD, roomNumbers: ['201'], startDate: '2026-03-03', endDate: '2026-03-03' });
  const s = schedule({
    assignments: [a2, a1, a3, a4],
    days: [{ assignmentId: a1.id, date: '2026-03-02', roomIds: [R101], doneRoomIds: [R101], expectedMinutes: 30 }],
    absences: [{ staffMemberId: BOB, date: '2026-03-04' }],
  });
  const rows = staffRows(s, viewRange('2026-03-02', 'week').dates);

  it('lists active staff by name, archived staff only with assignments, then the unassigned', () => {
    expect(rows.map((r) => r.member?.name ?? null)).toEqual(['Ann Adams', 'Bob Brown', 'Old Owen', null]);
    expect(staffRows(schedule(), ['2026-03-02']).map((r) => r.member?.name)).toEqual(['Ann Adams', 'Bob Brown']);
  });

  it('puts each assignment on the days it applies on, with its day from the server', () => {
    const bob = rows[1];
    expect(Object.entries(bob?.cells ?? {}).map(([d, l]) => [d, l.length])).toEqual([
      ['2026-03-02', 1],
      ['2026-03-03', 0],
      ['2026-03-04', 1],
      ['2026-03-05', 0],
      ['2026-03-06', 0],
      ['2026-03-07', 0],
      ['2026-03-08', 0],
    ]);
    expect(rows[0]?.cells['2026-03-02']?.[0]?.day?.roomIds).toEqual([R101]);
    expect(rows[3]?.cells['2026-03-04']?.[0]?.assignment.id).toBe(a3.id);
  });

  it('marks absences and counts a person’s rooms and minutes once per room', () => {
    expect([...(rows[1]?.absentDates ?? [])]).toEqual(['2026-03-04']);
    const ann = rows[0] as (typeof rows)[number];
    const twice = { ...ann, cells: { d: [ann.cells['2026-03-02']?.[0], ann.cells['2026-03-02']?.[0]].filter((x) => x !== undefined) } };
    const minutes = new Map(s.rooms.map((r) => [r.id, r.expectedMinutes]));
    expect(rowLoad(twice, 'd', minutes)).toEqual({ rooms: 1, minutes: 30 });
  });

  it('knows an empty view', () => {
    expect(viewIsEmpty(rows)).toBe(false);
    expect(viewIsEmpty(staffRows(schedule(), ['2026-03-02']))).toBe(true);
  });
});

describe('progress, coverage, areas', () => {
  it.each([
    [
      { roomIds: [R101, R102], doneRoomIds: [R101] },
      { done: 1, total: 2, percent: 50 },
    ],
    [
      { roomIds: [R101], doneRoomIds: [R101, R201] },
      { done: 1, total: 1, percent: 100 },
    ],
    [
      { roomIds: [], doneRoomIds: [] },
      { done: 0, total: 0, percent: 0 },
    ],
    [{ roomIds: [R101], doneRoomIds: null }, null],
    [undefined, null],
  ])('progress of %j is %j', (day, out) => expect(progressOf(day)).toEqual(out));

  it('names the rooms on nobody’s list in the site’s order', () => {
    const s = schedule({ uncovered: [{ date: '2026-03-03', roomIds: [R201, R101] }] });
    expect(uncoveredRoomNumbers(s, '2026-03-03')).toEqual(['101', '201']);
    expect(uncoveredRoomNumbers(s, '2026-03-04')).toEqual([]);
  });

  it('names nested areas from the top', () => {
    expect(areaPaths(schedule().areas).get(FLOOR)).toBe('Wing A › Floor 1');
    expect(areaPaths([{ id: WING, name: 'Loop', parentId: WING }]).get(WING)).toBe('Loop');
  });

  it('offers the current area assignments of a person for the restriction', () => {
    const s = schedule({
      assignments: [
        assignment({ id: id(1), facilityAreas: [WING], endDate: '2026-03-09' }),
        assignment({ id: id(2), facilityAreas: [WING], endDate: '2026-03-02' }),
        assignment({ id: id(3), roomNumbers: ['101'], endDate: '2026-03-09' }),
        assignment({ id: id(4), staffMemberId: BOB, facilityAreas: [WING], endDate: '2026-03-09' }),
      ],
    });
    expect(areaAssignmentsOf(s, ANN).map((a) => a.id)).toEqual([id(1)]);
  });
});

describe('assignment form', () => {
  const s = schedule();

  it('saves the contract’s normal form', () => {
    const values = {
      ...newAssignmentForm('2026-03-03', { staffMemberId: ANN }),
      scheduledDays: [5, 1, 5],
      roomNumbers: ['101', '101'],
      task: '  Curtains ',
      description: '   ',
      cleanType: ' ',
    };
    expect(assignmentFieldsOf(values)).toMatchObject({
      scheduledDays: [1, 5],
      roomNumbers: ['101'],
      task: 'Curtains',
      description: null,
      cleanType: null,
    });
  });

  it.each([
    [{}, { roomNumbers: 'assignment.target_required' }],
    [{ roomNumbers: ['999'] }, { roomNumbers: 'assignment.unknown_room' }],
    [{ roomNumbers: ['101'], startDate: '2026-03-02' }, { startDate: 'assignment.past_date' }],
    [{ roomNumbers: ['101'], endDate: '2026-03-02' }, { endDate: 'assignment.past_date' }],
    [{ cleanType: 'Clean', endDate: '2026-03-04', startDate: '2026-03-05' }, { endDate: 'assignment.end_before_start' }],
    [{ facilityAreas: [WING], staffMemberId: OLD }, { staffMemberId: 'assignment.archived_staff' }],
    [{ roomTypeId: BEDROOM }, {}],
  ])('a new assignment %j has the problems %j', (over, codes) => {
    const problems = assignmentFormProblems({ ...newAssignmentForm('2026-03-03'), ...over }, s);
    expect(Object.fromEntries(Object.entries(problems).map(([k, p]) => [k, p?.code]))).toEqual(codes);
  });

  it('keeps a completed assignment read-only and warns of a split for a started one', () => {
    const done = assignment({ endDate: '2026-03-02' });
    expect(assignmentFormProblems(assignmentFormOf(done), s, done)).toEqual({ id: { code: 'assignment.completed' } });
    expect(editModeOf(done, s.today)).toBe('readOnly');
    expect(editModeOf(assignment({ endDate: '2026-03-05', started: true }), s.today)).toBe('split');
    expect(editModeOf(assignment({ endDate: '2026-03-05' }), s.today)).toBe('edit');
    expect(editModeOf(undefined, s.today)).toBe('new');
  });

  it('lets a started assignment keep its past start date', () => {
    const started = assignment({ startDate: '2026-03-02', endDate: '2026-03-05', started: true, roomNumbers: ['101'] });
    expect(assignmentFormProblems({ ...assignmentFormOf(started), roomNumbers: ['102'] }, s, started)).toEqual({});
  });

  it.each([
    ['assignment.startDate', 'startDate'],
    ['assignment.roomNumbers.2', 'roomNumbers'],
    ['roomTypeId', 'roomTypeId'],
    ['assignment.id', undefined],
    ['facilityId', undefined],
  ])('server field %s goes beside %s', (field, out) => expect(formFieldOf(field)).toBe(out));

  it('offers the room type’s clean types, else all of them once', () => {
    expect(cleanTypeOptions(s, BEDROOM)).toEqual(['Clean', 'Deep Clean']);
    expect(cleanTypeOptions(s, null)).toEqual(['Clean', 'Deep Clean', 'Windows']);
  });

  it('sees a change against the original', () => {
    const a = assignment({ roomNumbers: ['101'] });
    const values = assignmentFormOf(a);
    expect(formChanged(values, a, values)).toBe(false);
    expect(formChanged({ ...values, task: 'Curtains' }, a, values)).toBe(true);
  });

  it('offers each room number once', () => {
    const rooms = [...s.rooms, { ...(s.rooms[0] as TStaffSchedule['rooms'][number]), id: id(301), areaIds: [] }];
    expect(roomNumberOptions({ ...s, rooms })).toEqual(['101', '102', '201']);
  });

  it('offers active staff only, by name', () => {
    expect(assignableStaff(s).map((m) => m.name)).toEqual(['Ann Adams', 'Bob Brown']);
  });
});

describe('redistribution', () => {
  const s = schedule({
    staff: [...schedule().staff, { ...(schedule().staff[0] as TStaffSchedule['staff'][number]), id: id(4), name: 'Cat Cole' }],
    assignments: [assignment({ id: id(600), staffMemberId: ANN, roomNumbers: ['101'], startDate: '2026-03-03', endDate: '2026-03-03' })],
    absences: [{ staffMemberId: id(4), date: '2026-03-03' }],
  });
  const rows = staffRows(s, ['2026-03-03']);

  it('offers the staff present other than the absent person, those with a list ticked', () => {
    const candidates = redistributeCandidates(rows, '2026-03-03', BOB);
    expect(candidates.map((c) => [c.name, c.hasList])).toEqual([['Ann Adams', true]]);
    expect(initialRecipients(candidates)).toEqual([ANN]);
    expect(initialRecipients([{ staffMemberId: BOB, name: 'Bob', hasList: false }])).toEqual([BOB]);
  });

  it('offers housekeeping roles only, unless the lead asks for the other roles', () => {
    const nurse = { ...(s.staff[0] as TStaffSchedule['staff'][number]), id: id(5), name: 'Nora Nurse', role: 'Nursing' };
    const withNurse = staffRows({ ...s, staff: [...s.staff, nurse] }, ['2026-03-03']);
    expect(redistributeCandidates(withNurse, '2026-03-03', BOB).map((c) => c.name)).not.toContain('Nora Nurse');
    expect(redistributeCandidates(withNurse, '2026-03-03', BOB, true).map((c) => c.name)).toContain('Nora Nurse');
  });

  it('counts the absent person’s rooms nobody present covers', () => {
    const day = (assignmentId: string, roomIds: string[]) => ({
      assignmentId,
      date: '2026-03-03',
      roomIds,
      doneRoomIds: [],
      expectedMinutes: 0,
    });
    const cover = assignment({
      id: id(601),
      staffMemberId: BOB,
      roomNumbers: ['101', '102'],
      startDate: '2026-03-03',
      endDate: '2026-03-03',
    });
    const mine = assignment({
      id: id(602),
      staffMemberId: id(4),
      roomNumbers: ['101', '102', '201'],
      startDate: '2026-03-03',
      endDate: '2026-03-03',
    });
    const withDays = (list: TAssignment[]) =>
      staffRows({ ...s, assignments: list, days: [day(id(601), [R101, R102]), day(id(602), [R101, R102, R201])] }, ['2026-03-03']);
    expect(roomsLeftUncovered(withDays([mine]), '2026-03-03', id(4))).toBe(3);
    expect(roomsLeftUncovered(withDays([mine, cover]), '2026-03-03', id(4))).toBe(1);
  });

  it('shows the plan of the ticked people', () => {
    const plan = {
      moves: [
        { staffMemberId: ANN, roomIds: [R102, R201], addedMinutes: 30, totalMinutes: 60, shiftMinutes: 450 },
        { staffMemberId: BOB, roomIds: [R101], addedMinutes: 30, totalMinutes: 30, shiftMinutes: 450 },
      ],
      unplaced: [],
      unplacedMinutes: 0,
      created: [],
    };
    expect([...planLines(plan, [ANN]).keys()]).toEqual([ANN]);
    expect(plannedRoomCount(plan)).toBe(3);
    expect(toggle([ANN, BOB], ANN)).toEqual([BOB]);
    expect(toggle([BOB], ANN)).toEqual([BOB, ANN]);
  });
});

describe('assignment summary', () => {
  it('names what an assignment covers in one line', () => {
    const s = schedule();
    const a = assignment({ roomNumbers: ['101', '102'], facilityAreas: [FLOOR], roomTypeId: BEDROOM, cleanType: 'Clean' });
    const targets = assignmentTargets(a, s, areaPaths(s.areas), (text) => text);
    expect(targetLine(targets)).toBe('101, 102 · Wing A › Floor 1 · Bedroom · Clean');
  });

  it('names the room type and clean type in the reader’s language', () => {
    const s = schedule();
    const a = assignment({ roomNumbers: ['101'], roomTypeId: BEDROOM, cleanType: 'Clean' });
    const french = (text: string) => ({ Bedroom: 'Chambre', Clean: 'Nettoyage' })[text] ?? text;
    expect(targetLine(assignmentTargets(a, s, areaPaths(s.areas), french))).toBe('101 · Chambre · Nettoyage');
  });

  it('names week days in the user’s language', () => {
    expect(weekDayLabel(1, 'en')).toBe('Mon');
    expect(weekDayLabel(7, 'fr', 'long')).toBe('dimanche');
    expect(dateWeekDay('2026-03-04', 'en', 'long')).toBe('Wednesday');
  });

  it('shows the first items and counts the rest', () => {
    expect(firstOf([1, 2, 3, 4], 3)).toEqual({ shown: [1, 2, 3], more: 1 });
    expect(firstOf([1], 3)).toEqual({ shown: [1], more: 0 });
  });
});
