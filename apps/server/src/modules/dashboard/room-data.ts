import {
  AUDIT_RECLEAN,
  OUTBREAK_TERMINAL_CLEAN,
  RESIDENT_ARRIVAL_TASK,
  RESIDENT_DEPARTURE_TASK,
  type TCorrectiveAction,
} from '@carehome/contracts';
import { outbreakSince, outbreaksByRoom, windowStart } from '@carehome/domain';
import type { Executor } from '../../platform/db/database.ts';
import { listActive, toCorrectiveAction } from '../corrective-actions/index.ts';
import {
  type HistoryRow,
  loadHistory,
  loadLastCleans,
  loadLatestMarkings,
  loadResidents,
  loadRooms,
  loadTasks,
} from './dashboard.repository.ts';
import { type RoomRow, type SiteFacts, stateOf } from './site-facts.ts';

/** Rooms keep their last three reports in the dashboard payload; the history popup pages the rest. */
export const HISTORY_IN_PAYLOAD = 3;

/** Rows read for a set of rooms (all of a site, or the few a patch recomputes). */
export interface RoomData {
  roomRows: RoomRow[];
  residentOf: Map<string, Awaited<ReturnType<typeof loadResidents>>>;
  tasksOf: Map<string, Awaited<ReturnType<typeof loadTasks>>>;
  markingOf: Map<string, Awaited<ReturnType<typeof loadLatestMarkings>>[number]>;
  lastCleansOf: Map<string, { priority: number; completedAt: Date }[]>;
  historyOf: Map<string, HistoryRow[]>;
  /** The failed audit's loop under way in the room (re-clean open or re-audit due). */
  /** The room's corrective loop under way, as tiles show it. */
  actionOf?: Map<string, TCorrectiveAction>;
  /** The running outbreaks covering each room, for the rooms some outbreak covers. */
  outbreaksOf?: Map<string, SiteFacts['outbreaks']>;
}

function group<T>(rows: T[], key: (r: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}

/** The re-clean a failed audit asks for, while its task is open. */
export function recleanOf(tasks: Awaited<ReturnType<typeof loadTasks>> | undefined) {
  const task = tasks?.find((t) => t.taskKey === AUDIT_RECLEAN);
  return task?.cleanType ? { cleanType: task.cleanType, since: task.startDate } : null;
}

/** Tasks that ask for a clean any completed clean of that kind ends: resident moves and an ended outbreak. */
const TASK_CLEAN_KEYS: readonly string[] = [RESIDENT_ARRIVAL_TASK, RESIDENT_DEPARTURE_TASK, OUTBREAK_TERMINAL_CLEAN];

/**
 * The cleans resident moves ask for ('Resident Arrival', 'Resident Departure') and an ended outbreak's
 * closing terminal clean, while their tasks are open.
 */
export function residentTasksOf(tasks: Awaited<ReturnType<typeof loadTasks>> | undefined) {
  return (tasks ?? [])
    .filter((t) => TASK_CLEAN_KEYS.includes(t.taskKey) && t.cleanType)
    .map((t) => ({ key: t.taskKey, cleanType: t.cleanType as string, since: t.startDate }));
}

/**
 * Reads what the status of these rooms needs: every room of the site (its rows, read with the site's
 * layout) or the few a patch recomputes (read by id); each room's history from its own window.
 */
export async function loadRoomData(
  tx: Executor,
  facts: SiteFacts,
  rooms: { all: RoomRow[] } | { ids: string[] },
  now: Date,
): Promise<RoomData> {
  const { facilityId } = facts;
  const roomRows = ('ids' in rooms ? await loadRooms(tx, facilityId, rooms.ids) : rooms.all).filter((r) => !r.isArchived);
  const ids = 'ids' in rooms ? roomRows.map((r) => r.id) : null;
  if (ids && !ids.length) {
    return { roomRows, residentOf: new Map(), tasksOf: new Map(), markingOf: new Map(), lastCleansOf: new Map(), historyOf: new Map() };
  }
  const residents = await loadResidents(tx, facilityId, ids);
  const tasks = await loadTasks(tx, facilityId, ids);
  const markings = await loadLatestMarkings(tx, facilityId, ids);
  const lastCleans = await loadLastCleans(tx, facilityId, ids);
  const actions = await listActive(tx, ids ?? roomRows.map((r) => r.id));
  const tasksOf = group(tasks, (t) => t.roomId);
  const lastCleansOf = new Map(
    [...group(lastCleans, (c) => c.room_id)].map(([k, v]) => [k, v.map((c) => ({ priority: c.priority, completedAt: c.completed_at }))]),
  );
  const outbreaksOf = outbreaksByRoom(roomRows, [...facts.areas.values()], facts.outbreaks);
  const windows = roomRows.map((r) => {
    const type = facts.types.get(r.roomTypeId ?? '');
    const since = type
      ? windowStart(
          type.routines,
          facts.timeZone,
          now,
          {
            roomState: stateOf(facts, r),
            lastCompletedByPriority: lastCleansOf.get(r.id),
            reclean: recleanOf(tasksOf.get(r.id)),
            tasks: residentTasksOf(tasksOf.get(r.id)),
            outbreakSince: outbreakSince(outbreaksOf.get(r.id)),
          },
          facts.buckets.get(type.id),
        )
      : now;
    return { roomId: r.id, since };
  });
  return {
    roomRows,
    residentOf: group(
      residents.filter((r) => r.roomId),
      (r) => r.roomId as string,
    ),
    tasksOf,
    markingOf: new Map(markings.map((m) => [m.room_id, m])),
    lastCleansOf,
    historyOf: group(await loadHistory(tx, windows, HISTORY_IN_PAYLOAD), (h) => h.room_id),
    actionOf: new Map(actions.map((a) => [a.roomId, toCorrectiveAction(a)])),
    outbreaksOf,
  };
}
