import {
  ERROR_MESSAGES,
  formatMessage,
  type TAssignmentFields,
  type TCalendarCounts,
  type TCalendarEvent,
  type TCalendarProblem,
  type TCalendarProfileRules,
  type TCalendarReviewRow,
  type TErrorCode,
} from '@carehome/contracts';
import { areaPath } from '../sites/area-path.ts';
import { type AssignmentContext, assignmentChanged, assignmentProblems, type StoredAssignment } from '../staff-schedule/rules.ts';
import { type EventMatch, type MappedValues, matchEvents } from './mapping.ts';

// The review step: each occurrence of the file becomes the assignment it would create, or the reasons
// it cannot (invalid staff member and invalid task are flagged; invalid assignments
// cannot be imported), and what an import would do with it given the earlier imports of the same file.

const TEXT_MAX = 300;

export interface CalendarSiteStaff {
  id: string;
  staffId: string | null;
  email: string | null;
  firstName: string;
  lastName: string;
  isArchived: boolean;
}

/** What the review looks names up in, and the rules' context (the site's today, rooms, areas, types, staff). */
export interface CalendarSite {
  staff: readonly CalendarSiteStaff[];
  areas: readonly { id: string; name: string; parentId: string | null }[];
  roomTypes: readonly { id: string; name: string; cleanTypes: readonly string[] }[];
  rules: AssignmentContext;
}

/** What an earlier import made of an occurrence: its assignment, and the fields the import gave it. */
export interface CalendarLink {
  assignmentId: string;
  imported: TAssignmentFields;
  /** The assignment as it is now (null when it is gone). */
  current: StoredAssignment | null;
}

/** The key an occurrence is remembered by across imports: its UID and recurrence id. */
export function calendarEventKey(uid: string, recurrenceId: string | null): string {
  return `${uid}\u0000${recurrenceId ?? ''}`;
}

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const normPath = (s: string) =>
  s
    .split(/\s*[/>]\s*/)
    .map(norm)
    .filter(Boolean)
    .join(' / ');

function problem(field: string, code: TErrorCode, params: Record<string, string> = {}): TCalendarProblem {
  return { field, code, message: formatMessage(ERROR_MESSAGES[code], params), ...(Object.keys(params).length ? { params } : {}) };
}

/** Name lookups of a site, built once per review. */
function siteLookups(site: CalendarSite) {
  const staff = new Map<string, string | null>();
  const addStaff = (key: string | null, id: string) => {
    if (!key) return;
    const k = norm(key);
    // A key two people share (a common name) names nobody.
    staff.set(k, staff.has(k) && staff.get(k) !== id ? null : id);
  };
  for (const s of site.staff) {
    addStaff(s.staffId, s.id);
    addStaff(s.email, s.id);
    addStaff(`${s.firstName} ${s.lastName}`, s.id);
    addStaff(`${s.lastName}, ${s.firstName}`, s.id);
  }
  const byId = new Map(site.areas.map((a) => [a.id, a]));
  const pathOf = (id: string): string => normPath(areaPath(byId, id).join(' / '));
  const areas = new Map<string, string | null>();
  for (const a of site.areas) {
    areas.set(pathOf(a.id), a.id);
    const name = norm(a.name);
    if (!areas.has(name)) areas.set(name, a.id);
    else if (areas.get(name) !== a.id && pathOf(a.id) !== name) areas.set(name, null);
  }
  const roomTypes = new Map(site.roomTypes.map((t) => [norm(t.name), t.id]));
  const cleanTypes = new Map<string, string>();
  for (const t of site.roomTypes) for (const c of t.cleanTypes) if (!cleanTypes.has(norm(c))) cleanTypes.set(norm(c), c);
  return {
    staff: (v: string) => staff.get(norm(v)) ?? null,
    area: (v: string) => areas.get(normPath(v)) ?? null,
    roomType: (v: string) => roomTypes.get(norm(v)) ?? null,
    cleanType: (v: string) => cleanTypes.get(norm(v)) ?? null,
  };
}

/** The assignment fields an event's mapped values give, and the lookups that failed. */
export function assignmentOf(
  event: TCalendarEvent,
  mapped: MappedValues,
  lookups: ReturnType<typeof siteLookups>,
): { fields: TAssignmentFields; problems: TCalendarProblem[] } {
  const problems: TCalendarProblem[] = [];
  const one = (k: keyof MappedValues) => mapped[k]?.[0] ?? null;

  let staffMemberId: string | null = null;
  const staffText = one('staffMember');
  if (staffText) {
    staffMemberId = lookups.staff(staffText);
    if (!staffMemberId) problems.push(problem('staffMemberId', 'assignment.unknown_staff', { value: staffText }));
  }
  const facilityAreas: string[] = [];
  for (const name of mapped.facilityAreas ?? []) {
    const id = lookups.area(name);
    if (id) facilityAreas.push(id);
    else problems.push(problem('facilityAreas', 'calendar.unknown_area', { value: name }));
  }
  let roomTypeId: string | null = null;
  const typeText = one('roomType');
  if (typeText) {
    roomTypeId = lookups.roomType(typeText);
    if (!roomTypeId) problems.push(problem('roomTypeId', 'calendar.unknown_room_type', { value: typeText }));
  }
  let cleanType: string | null = null;
  const cleanText = one('cleanType');
  if (cleanText) {
    cleanType = lookups.cleanType(cleanText);
    if (!cleanType) problems.push(problem('cleanType', 'calendar.unknown_clean_type', { value: cleanText }));
  }
  const task = one('task');
  if (task && task.length > TEXT_MAX) problems.push(problem('task', 'calendar.invalid_task', { value: `${task.slice(0, 40)}…` }));
  const description = one('description');
  return {
    fields: {
      staffMemberId,
      description: description ? description.slice(0, TEXT_MAX) : null,
      task: task && task.length <= TEXT_MAX ? task : null,
      startDate: event.startDate,
      endDate: event.endDate,
      roomNumbers: [...new Set((mapped.roomNumbers ?? []).map((n) => n.slice(0, 40)))],
      roomTypeId,
      facilityAreas: [...new Set(facilityAreas)],
      cleanType,
      scheduledDays: [],
    },
    problems,
  };
}

export interface CalendarReviewResult {
  rows: TCalendarReviewRow[];
  counts: TCalendarCounts;
}

/**
 * Reviews every occurrence with the rules (checked first with `rulesProblems`): filtered out, invalid
 * (lookups that failed, the assignment rules), or what an import does: create, update (the event changed
 * since its last import), unchanged (skipped), cancelled (STATUS:CANCELLED, read when asked for). `matches` are the filters' and mapping's results when they
 * were worked out elsewhere (the server's calendar worker).
 */
export function reviewCalendar(
  events: readonly TCalendarEvent[],
  rules: TCalendarProfileRules,
  site: CalendarSite,
  links: ReadonlyMap<string, CalendarLink>,
  matches: readonly EventMatch[] = matchEvents(events, rules),
): CalendarReviewResult {
  const lookups = siteLookups(site);
  const seen = new Set<string>();
  const counts: TCalendarCounts = { total: events.length, create: 0, update: 0, unchanged: 0, invalid: 0, filtered: 0, cancelled: 0 };
  const rows = events.map((event, i): TCalendarReviewRow => {
    const key = calendarEventKey(event.uid, event.recurrenceId);
    const match = matches[i] ?? { kept: false, mapped: {} };
    if (!match.kept) {
      counts.filtered++;
      return { event, action: 'filtered', assignment: null, problems: [], assignmentId: null };
    }
    if (event.status === 'cancelled') {
      // Never imported; the assignment an earlier import made of it is the one an import removes.
      counts.cancelled++;
      const link = links.get(key);
      return { event, action: 'cancelled', assignment: null, problems: [], assignmentId: link?.current ? link.assignmentId : null };
    }
    const { fields, problems } = assignmentOf(event, match.mapped, lookups);
    if (seen.has(key)) problems.push(problem('uid', 'duplicate.id'));
    seen.add(key);
    const link = links.get(key);
    const current = link?.current ?? null;
    if (link && current && problems.length === 0 && !assignmentChanged(link.imported, fields)) {
      counts.unchanged++;
      return { event, action: 'unchanged', assignment: fields, problems: [], assignmentId: link.assignmentId };
    }
    for (const p of assignmentProblems(fields, site.rules, current ?? undefined)) {
      if (p.code === 'assignment.unknown_staff' && problems.some((q) => q.field === 'staffMemberId')) continue;
      problems.push(problem(p.field, p.code, p.params));
    }
    if (problems.length) {
      counts.invalid++;
      return { event, action: 'invalid', assignment: fields, problems, assignmentId: current ? (link?.assignmentId ?? null) : null };
    }
    if (current && link) {
      counts.update++;
      return { event, action: 'update', assignment: fields, problems: [], assignmentId: link.assignmentId };
    }
    counts.create++;
    return { event, action: 'create', assignment: fields, problems: [], assignmentId: null };
  });
  return { rows, counts };
}
