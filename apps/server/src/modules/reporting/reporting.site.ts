import { REPORTING_MAX_DAYS, type TReportingRequest, type TReportMeta, type TReportRoom, type TRoomTypeConfig } from '@carehome/contracts';
import { areaLabel, daysBetween } from '@carehome/domain';
import { DateTime } from 'luxon';
import type { Executor } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/errors.ts';
import { loadSiteLayout, type SiteLayout } from '../sites/index.ts';
import type { Scope } from './reporting.repository.ts';

// What every report knows of its site: name, zone, rooms with their area paths and room types, the
// housekeeping configuration; and the request checked and turned into a Scope (period as instants).

export interface SiteRoom extends TReportRoom {
  roomTypeId: string | null;
  areaIds: string[];
  isArchived: boolean;
  /** The room's area and each area above it, as labels ('Wing A', 'Wing A / Floor 1'). */
  areaKeys: string[];
}

export interface ReportSite {
  facilityId: string;
  tenantId: string;
  name: string;
  timeZone: string;
  rooms: Map<string, SiteRoom>;
  areaIds: Set<string>;
  roomTypes: TRoomTypeConfig[];
  config: SiteLayout['config'];
}

/** The site of a report from the sites module's layout read; an archived site is not found. */
export async function loadReportSite(tx: Executor, facilityId: string): Promise<ReportSite> {
  const layout = await loadSiteLayout(tx, facilityId, { activeOnly: true });
  const roomTypes = layout.config?.roomTypes ?? [];
  const typeName = new Map(roomTypes.map((t) => [t.id, t.roomType]));
  const out = new Map<string, SiteRoom>();
  for (const r of layout.rooms) {
    out.set(r.id, {
      id: r.id,
      number: r.roomNumber,
      roomType: (r.roomTypeId ? typeName.get(r.roomTypeId) : undefined) ?? '',
      roomTypeId: r.roomTypeId,
      areaPath: r.areaPath,
      areaIds: r.areaIds,
      isArchived: r.isArchived,
      areaKeys: r.areaPath.map((_, i) => areaLabel(r.areaPath.slice(0, i + 1))),
    });
  }
  return {
    facilityId,
    tenantId: layout.site.tenantId,
    name: layout.site.name,
    timeZone: layout.site.timeZone,
    rooms: out,
    areaIds: new Set(layout.areas.map((a) => a.id)),
    roomTypes,
    config: layout.config,
  };
}

const nonEmpty = <T>(list: readonly T[] | undefined): T[] | null => (list?.length ? [...list] : null);

/** The request checked (period order and length, known areas) and made into the query scope and the meta. */
export function scopeOf(site: ReportSite, req: TReportingRequest, now: Date): { scope: Scope; meta: TReportMeta } {
  if (req.to < req.from) throw fieldError('to', 'calendar.range_order');
  if (daysBetween(req.from, req.to) + 1 > REPORTING_MAX_DAYS)
    throw fieldError('to', 'calendar.range_too_long', 400, { days: REPORTING_MAX_DAYS });
  const f = req.filters ?? {};
  let roomIds: string[] | null = null;
  const areaIds = nonEmpty(f.areaIds);
  if (areaIds) {
    // Another site's or organization's area is not an area of this site.
    if (areaIds.some((id) => !site.areaIds.has(id))) throw fieldError('filters.areaIds', 'validation.invalid');
    roomIds = [...site.rooms.values()].filter((r) => r.areaIds.some((id) => areaIds.includes(id))).map((r) => r.id);
  }
  const start = DateTime.fromISO(req.from, { zone: site.timeZone }).startOf('day');
  const end = DateTime.fromISO(req.to, { zone: site.timeZone }).plus({ days: 1 }).startOf('day');
  const scope: Scope = {
    tenantId: site.tenantId,
    facilityId: site.facilityId,
    start: start.toJSDate(),
    end: end.toJSDate(),
    roomIds,
    roomTypes: nonEmpty(f.roomTypes),
    cleanTypes: nonEmpty(f.cleanTypes),
    staffMemberId: f.staffMemberId ?? null,
  };
  return {
    scope,
    meta: {
      facilityId: site.facilityId,
      facilityName: site.name,
      timeZone: site.timeZone,
      from: req.from,
      to: req.to,
      start: scope.start.toISOString(),
      end: scope.end.toISOString(),
      generatedAt: now.toISOString(),
    },
  };
}

/** A room as rows show it (a room deleted since is shown by its id only). */
export function reportRoom(site: ReportSite, roomId: string, fallback?: { number?: string; roomType?: string }): TReportRoom {
  const r = site.rooms.get(roomId);
  if (r) return { id: r.id, number: r.number, roomType: r.roomType, areaPath: r.areaPath };
  return { id: roomId, number: fallback?.number ?? '', roomType: fallback?.roomType ?? '', areaPath: [] };
}

/** The group key of rooms in no area (exports write it in the reader's language). */
export const NO_AREA = '(no area)';

export function areaKeysOf(site: ReportSite, roomId: string): string[] {
  const keys = site.rooms.get(roomId)?.areaKeys ?? [];
  return keys.length ? keys : [NO_AREA];
}
