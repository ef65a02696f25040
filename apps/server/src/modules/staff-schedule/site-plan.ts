import type { TAssignment, TAssignmentFields, TScheduleRoom } from '@carehome/contracts';
import {
  type AssignmentContext,
  assignmentState,
  type CleanDurations,
  type CoverableRoom,
  expectedCleanMinutes,
  siteToday,
} from '@carehome/domain';
import type { Executor } from '../../platform/db/database.ts';
import { loadSiteLayout } from '../sites/index.ts';
import { type AssignmentRow, cleanDurations, listSiteStaff, type SiteStaffRow } from './staff-schedule.repository.ts';

// What the staff schedule knows of a site: its today, rooms (with the areas around them and their
// expected cleaning minutes), areas, room types and staff. Loaded once per request.

export interface PlanRoom extends CoverableRoom, TScheduleRoom {
  areaIds: string[];
}

export interface SitePlan {
  facilityId: string;
  timeZone: string;
  today: string;
  rooms: PlanRoom[];
  roomsByNumber: Map<string, PlanRoom>;
  areas: { id: string; name: string; parentId: string | null }[];
  roomTypes: { id: string; name: string; cleanTypes: string[] }[];
  staff: SiteStaffRow[];
  staffById: Map<string, SiteStaffRow>;
  /** The site's default shift length in minutes. */
  shiftMinutes: number;
  /** The site's own clean durations (expected minutes of a room's clean, see expectedCleanMinutes). */
  durations: CleanDurations;
}

/** A staff member's shift: their own length, else the site's. */
export const shiftOf = (plan: SitePlan, staffMemberId: string) => plan.staffById.get(staffMemberId)?.shiftMinutes ?? plan.shiftMinutes;

/** Expected minutes of a room's clean on a list of `cleanType` (none named: the room type's usual clean). */
export const roomMinutes = (plan: SitePlan, room: { roomTypeId: string | null }, cleanType: string | null) =>
  expectedCleanMinutes(plan.durations, room.roomTypeId, cleanType);

/** The plan of an active site (an archived one is not found), from the site's layout. */
export async function loadSitePlan(tx: Executor, facilityId: string): Promise<SitePlan> {
  const { site, rooms, areas, config } = await loadSiteLayout(tx, facilityId, { activeOnly: true });
  const staff = await listSiteStaff(tx, facilityId);
  const durations = await cleanDurations(tx, facilityId);
  const liveAreas = areas.filter((a) => !a.isArchived);
  const planRooms: PlanRoom[] = rooms
    .filter((r) => !r.isArchived)
    .map((r) => ({
      id: r.id,
      roomNumber: r.roomNumber,
      roomTypeId: r.roomTypeId,
      areaIds: r.areaIds,
      expectedMinutes: expectedCleanMinutes(durations, r.roomTypeId, null),
    }));
  const roomsByNumber = new Map<string, PlanRoom>();
  for (const r of planRooms) if (!roomsByNumber.has(r.roomNumber)) roomsByNumber.set(r.roomNumber, r);
  return {
    facilityId,
    timeZone: site.timeZone,
    today: siteToday(site.timeZone),
    rooms: planRooms,
    roomsByNumber,
    areas: liveAreas.map((a) => ({ id: a.id, name: a.name, parentId: a.parentId })),
    roomTypes: (config?.roomTypes ?? []).map((t) => ({
      id: t.id,
      name: t.roomType,
      cleanTypes: [...new Set(t.routines.map((r) => r.cleanType))],
    })),
    staff,
    staffById: new Map(staff.map((s) => [s.id, s])),
    shiftMinutes: site.shiftMinutes,
    durations,
  };
}

/** What the rules check an assignment against. */
export function ruleContext(plan: SitePlan): AssignmentContext {
  return {
    today: plan.today,
    staff: plan.staffById,
    roomNumbers: new Set(plan.rooms.map((r) => r.roomNumber)),
    areaIds: new Set(plan.areas.map((a) => a.id)),
    roomTypeIds: new Set(plan.roomTypes.map((t) => t.id)),
  };
}

export function fieldsOf(row: AssignmentRow): TAssignmentFields {
  return {
    staffMemberId: row.staffMemberId,
    description: row.description,
    task: row.task,
    startDate: row.startDate,
    endDate: row.endDate,
    roomNumbers: row.roomNumbers,
    roomTypeId: row.roomTypeId,
    facilityAreas: row.facilityAreas,
    cleanType: row.cleanType,
    scheduledDays: row.scheduledDays,
  };
}

export function toAssignment(row: AssignmentRow, today: string): TAssignment {
  return {
    ...fieldsOf(row),
    id: row.id,
    facilityId: row.facilityId,
    started: row.started,
    completed: row.completed,
    state: assignmentState(row, today),
    updatedAt: row.updatedAt.toISOString(),
  };
}
