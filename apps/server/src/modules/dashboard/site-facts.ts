import type { TActiveOutbreak } from '@carehome/contracts';
import { type RoutineBuckets, routineBuckets, siteDay } from '@carehome/domain';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { type ConfigDocument, configOrStarter } from '../housekeeping/index.ts';
import { activeOutbreaks } from '../outbreaks/index.ts';
import { type LayoutArea, loadSiteLayout, type RoomRow } from '../sites/index.ts';
import { loadAssignments } from './dashboard.repository.ts';

/** A room of the site as the dashboard reads it. */
export type { RoomRow };

// The site-wide facts a dashboard is computed from: the site's time zone, its configuration, its areas,
// the routines' time buckets, today's assignments and the outbreaks running (an outbreak's start or end is
// a site event: the next read computes the site again). Read once per full refresh; a patch reuses them.

/** What every room of a site is computed with. */
export interface SiteFacts {
  facilityId: string;
  timeZone: string;
  config: ConfigDocument;
  configVersion: number;
  /** Every area of the site with its path (a room's tile names its area and those above it). */
  areas: Map<string, LayoutArea>;
  types: Map<string, ConfigDocument['roomTypes'][number]>;
  states: Map<string, ConfigDocument['roomStates'][number]>;
  buckets: Map<string, RoutineBuckets>;
  assignments: Awaited<ReturnType<typeof loadAssignments>>;
  /** The outbreaks running at the site: the rooms they cover follow the outbreak routines. */
  outbreaks: TActiveOutbreak[];
}

/** The site-local date and ISO week day at `at` (the domain's day at the site). */
export const localDay = (timeZone: string, at: Date): { date: string; isoWeekday: number } => siteDay(timeZone, at);

/** The room's state as the status engine reads it, while one is set. */
export function stateOf(facts: SiteFacts, r: RoomRow) {
  const state = r.roomStateId ? facts.states.get(r.roomStateId) : undefined;
  return state && r.stateSetAt
    ? {
        stateName: state.stateName,
        cleanType: r.stateCleanType,
        setAt: r.stateSetAt,
        color: state.color,
        borderColor: state.borderColor,
        style: state.style,
      }
    : null;
}

/**
 * Reads the site-wide facts, and every room of the site with them (the site's layout is one read); a
 * site this organization does not have is not found.
 */
export async function loadSiteFacts(
  tx: Executor,
  auth: TenantAuth,
  facilityId: string,
  now: Date,
): Promise<{ facts: SiteFacts; rooms: RoomRow[] }> {
  const layout = await loadSiteLayout(tx, facilityId);
  const { site } = layout;
  const known = layout.config && layout.configVersion !== null ? { document: layout.config, version: layout.configVersion } : null;
  const config = await configOrStarter(tx, auth.tenantId, facilityId, auth.subjectId, known);
  const today = localDay(site.timeZone, now);
  const document = config.document;
  const facts: SiteFacts = {
    facilityId,
    timeZone: site.timeZone,
    config: document,
    configVersion: config.version,
    areas: layout.areaById,
    types: new Map(document.roomTypes.map((t) => [t.id, t])),
    states: new Map(document.roomStates.map((s) => [s.id, s])),
    buckets: new Map(document.roomTypes.map((t) => [t.id, routineBuckets(t.routines, site.timeZone, now)])),
    assignments: await loadAssignments(tx, facilityId, today.date, today.isoWeekday),
    outbreaks: await activeOutbreaks(tx, facilityId),
  };
  return { facts, rooms: layout.rooms };
}
