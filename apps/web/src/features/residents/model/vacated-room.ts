import type { THousekeepingConfig, TRoomState, TRoutine, TVacatedRoomAction } from '@carehome/contracts';
import { defaultVacatedRoomAction } from '@carehome/domain';
import { siteWallToIso } from './arrival-clean-task.ts';

/** What the vacated-room section edits: the three choices keep their own values while the user switches. */
export interface VacatedRoomDraft {
  action: 'clean' | 'roomState' | 'none';
  cleanType: string | null;
  /** Site-local 'YYYY-MM-DDTHH:mm' (a datetime-local field). */
  startAt: string;
  roomStateId: string | null;
}

/** The clean types a room of this type offers: its routines, in the configuration's order. */
export function routinesOf(config: THousekeepingConfig | undefined, roomTypeName: string | null | undefined): TRoutine[] {
  if (!config || !roomTypeName) return [];
  return config.roomTypes.find((rt) => rt.roomType === roomTypeName)?.routines ?? [];
}

/** The room states a room of this type may take, by their order. */
export function roomStatesOf(config: THousekeepingConfig | undefined, roomTypeName: string | null | undefined): TRoomState[] {
  if (!config || !roomTypeName) return [];
  const type = config.roomTypes.find((rt) => rt.roomType === roomTypeName);
  if (!type) return [];
  const allowed = new Set(type.roomStates);
  return config.roomStates.filter((s) => allowed.has(s.id)).sort((a, b) => a.order - b.order);
}

/**
 * The first choice offered for a room being left (discharge cleans can be scheduled, a
 * transfer is offered one), by the domain's rule the server also follows: the site's setting when this
 * room type can follow it, else a clean, else nothing. The other choices keep a value ready too (the
 * clean type a clean would take, the set state when the room type allows it) for when the user switches.
 */
export function defaultVacatedRoom(
  config: THousekeepingConfig | undefined,
  roomTypeName: string | null | undefined,
  startAt: string,
): VacatedRoomDraft {
  const setting = config?.settings.vacatedRoom ?? { action: 'clean' as const, cleanType: null, roomStateId: null };
  const routines = routinesOf(config, roomTypeName);
  const states = roomStatesOf(config, roomTypeName);
  const first = defaultVacatedRoomAction(setting, routines, states, startAt);
  const asClean = defaultVacatedRoomAction({ ...setting, action: 'clean' }, routines, [], startAt);
  return {
    action: first.action,
    cleanType: asClean.action === 'clean' ? asClean.cleanType : null,
    startAt,
    roomStateId: states.find((s) => s.id === setting.roomStateId)?.id ?? null,
  };
}

/** The request's `vacatedRoom`, or null while the chosen option lacks its value. */
export function vacatedRoomAction(draft: VacatedRoomDraft, timeZone: string): TVacatedRoomAction | null {
  if (draft.action === 'none') return { action: 'none' };
  if (draft.action === 'roomState') return draft.roomStateId ? { action: 'roomState', roomStateId: draft.roomStateId } : null;
  const startDate = siteWallToIso(draft.startAt, timeZone);
  return draft.cleanType && startDate ? { action: 'clean', cleanType: draft.cleanType, startDate } : null;
}
