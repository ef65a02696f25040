import type { TDashboardResident, TDashboardRoom } from '@carehome/contracts';
import type { CleaningSession } from './session.ts';

/** A resident as the cleaning screen names them, with what the room says of them now when they still live there. */
export interface ScreenResident {
  id: string;
  name: string;
  /** The resident's photo, flags and notes: null for a resident a saved report names who has left the room. */
  live: TDashboardResident | null;
}

/**
 * Everyone who lives in the room, first to arrive first. A dashboard copy saved on the tablet before
 * shared rooms were read has only `resident`.
 */
export function roomResidents(room: Pick<TDashboardRoom, 'resident' | 'residents'>): TDashboardResident[] {
  if (room.residents?.length) return room.residents;
  return room.resident ? [room.resident] : [];
}

/**
 * Who the screen names: a new or continued clean names the room's residents now; a saved report
 * (history, audit) names the residents it recorded, the room's data beside those who still live there.
 */
export function screenResidents(session: Pick<CleaningSession, 'mode' | 'room' | 'report'>): ScreenResident[] {
  const live = roomResidents(session.room);
  const { report } = session;
  const recorded = report ? (report.residents?.length ? report.residents : report.resident ? [report.resident] : []) : [];
  if (session.mode === 'normal' || !recorded.length) return live.map((r) => ({ id: r.id, name: r.displayName, live: r }));
  return recorded.map((r) => {
    const now = live.find((l) => l.id === r.id) ?? null;
    return { id: r.id, name: now?.displayName ?? r.name, live: now };
  });
}
