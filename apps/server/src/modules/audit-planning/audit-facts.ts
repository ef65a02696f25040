import { type AuditRiskResident, type AuditRiskRoom, FAILURE_WINDOW_DAYS, outbreaksByRoom, RECENT_MOVE_DAYS } from '@carehome/domain';
import type { Executor } from '../../platform/db/database.ts';
import { activeOutbreaks } from '../outbreaks/index.ts';
import type { SiteLayout } from '../sites/index.ts';
import { listAuditFacts, listFlaggedResidents, listMoves } from './audit-planning.repository.ts';

// The facts the audit risk weighting reads for each room of a site, gathered in a handful of bounded
// queries: the audits of the last year, the flagged residents, the week's moves, the running outbreaks.

const DAY_MS = 86_400_000;
/** An audit older than this does not count as the room's last audit (the weighting caps the days anyway). */
export const LAST_AUDIT_WINDOW_DAYS = 365;
/** An audit is done after its clean: the week counts audits of cleans started up to this many days before it. */
const AUDIT_LOOKBACK_DAYS = 92;

export interface SiteAuditFacts {
  /** The weighting's input for each active room. */
  rooms: AuditRiskRoom[];
  /** Every audit of the window, later ones included: room and instant (the week's progress counts them). */
  audits: { roomId: string; at: number }[];
}

const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS);

function groupBy<T, K>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/** What the room's state asks for: its name when it asks for a state clean, else null. */
function stateAskingClean(layout: SiteLayout, room: SiteLayout['rooms'][number]): string | null {
  if (!room.roomStateId) return null;
  const state = layout.config?.roomStates.find((s) => s.id === room.roomStateId);
  return state && (room.stateCleanType ?? state.cleanType) ? state.stateName : null;
}

/**
 * The site's facts as of `at` (audits after `at` are not known yet). Every audit is listed from `recent`
 * on (the failures' window, and the week counted, with its cleans audited late); before it, each room's last.
 */
export async function loadAuditFacts(tx: Executor, layout: SiteLayout, at: Date, weekStart: Date): Promise<SiteAuditFacts> {
  const { tenantId, id: facilityId } = layout.site;
  const vacated = layout.config?.settings.vacatedRoom;
  const departureTypes = vacated?.action === 'clean' && vacated.cleanType ? [vacated.cleanType] : [];
  const [auditRows, flagged, moves, outbreaks] = [
    await listAuditFacts(tx, tenantId, facilityId, {
      since: daysBefore(at, LAST_AUDIT_WINDOW_DAYS),
      recent: new Date(Math.min(daysBefore(at, FAILURE_WINDOW_DAYS).getTime(), daysBefore(weekStart, AUDIT_LOOKBACK_DAYS).getTime())),
    }),
    await listFlaggedResidents(tx, tenantId, facilityId),
    await listMoves(tx, tenantId, facilityId, daysBefore(at, RECENT_MOVE_DAYS), departureTypes),
    await activeOutbreaks(tx, facilityId),
  ];
  const known = auditRows.filter((a) => a.audit_ms <= at.getTime());
  const auditsByRoom = groupBy(known, (a) => a.room_id);
  const residentsByRoom = groupBy(flagged, (r) => r.room_id);
  const movesByRoom = groupBy(
    moves.filter((m) => m.at_ms <= at.getTime()),
    (m) => m.room_id,
  );
  const active = layout.rooms.filter((r) => !r.isArchived);
  const covering = outbreaksByRoom(active, layout.areas, outbreaks);
  const failureSince = daysBefore(at, FAILURE_WINDOW_DAYS).getTime();

  const rooms = active.map((room): AuditRiskRoom => {
    const audits = auditsByRoom.get(room.id) ?? [];
    const last = audits.reduce<number | null>((m, a) => (m === null || a.audit_ms > m ? a.audit_ms : m), null);
    const move = (movesByRoom.get(room.id) ?? []).reduce<(typeof moves)[number] | null>((m, x) => (!m || x.at_ms > m.at_ms ? x : m), null);
    const residents: AuditRiskResident[] = (residentsByRoom.get(room.id) ?? []).map((r) => ({
      name: r.name,
      exitSeeking: r.exit_seeking,
      physicallyAggressive: r.physically_aggressive,
      verballyAbusive: r.verbally_abusive,
    }));
    return {
      id: room.id,
      roomNumber: room.roomNumber,
      stateName: stateAskingClean(layout, room),
      outbreaks: (covering.get(room.id) ?? []).map((o) => o.areaPath),
      residents,
      lastMove: move ? { kind: move.kind, at: new Date(move.at_ms) } : null,
      failedAuditsAt: audits.filter((a) => a.failed && a.audit_ms >= failureSince).map((a) => new Date(a.audit_ms)),
      lastAuditAt: last === null ? null : new Date(last),
    };
  });
  return { rooms, audits: auditRows.map((a) => ({ roomId: a.room_id, at: a.audit_ms })) };
}
