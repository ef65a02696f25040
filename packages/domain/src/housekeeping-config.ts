import { ERROR_MESSAGES, formatMessage, type THousekeepingConfig } from '@carehome/contracts';
import { roomTypeHasCleanType } from './room-status/tasks.ts';
import { validateEditorSchedule, validateRoutineSchedule } from './schedules/validate.ts';

export interface ConfigProblem {
  path: string;
  code: string;
  message: string;
  params?: Record<string, string | number>;
}

const problem = (path: string, code: keyof typeof ERROR_MESSAGES, params?: Record<string, string | number>): ConfigProblem =>
  params ? { path, code, message: formatMessage(ERROR_MESSAGES[code], params), params } : { path, code, message: ERROR_MESSAGES[code] };

function duplicates<T>(items: readonly T[], key: (t: T) => string): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  items.forEach((item, i) => {
    const k = key(item).trim().toLowerCase();
    if (seen.has(k)) out.push(i);
    seen.add(k);
  });
  return out;
}

/**
 * The rules of a site's housekeeping configuration that go beyond field shapes: unique names, one
 * default routine per room type, valid schedules, room states that exist and whose
 * clean type the room type has a routine for (a state's clean is the clean that is done: it must be
 * one the housekeeper can open). Server and editor run the same check; each problem names its field.
 */
export function validateHousekeepingConfig(
  config: Pick<THousekeepingConfig, 'roomTypes' | 'roomStates' | 'roomEvents' | 'settings'>,
): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  const stateIds = new Set(config.roomStates.map((s) => s.id));
  const statesById = new Map(config.roomStates.map((s) => [s.id, s]));
  for (const i of duplicates(config.roomTypes, (t) => t.roomType))
    out.push(problem(`roomTypes.${i}.roomType`, 'config.duplicate_room_type'));
  for (const i of duplicates(config.roomStates, (s) => s.stateName))
    out.push(problem(`roomStates.${i}.stateName`, 'config.duplicate_state'));
  config.roomTypes.forEach((type, t) => {
    for (const r of duplicates(type.routines, (x) => x.cleanType))
      out.push(problem(`roomTypes.${t}.routines.${r}.cleanType`, 'config.duplicate_clean_type'));
    if (type.routines.filter((r) => r.isDefault).length > 1) out.push(problem(`roomTypes.${t}.routines`, 'validation.invalid'));
    type.roomStates.forEach((id, s) => {
      if (!stateIds.has(id)) out.push(problem(`roomTypes.${t}.roomStates.${s}`, 'validation.invalid'));
      const state = statesById.get(id);
      if (state && !roomTypeHasCleanType(type.routines, state.cleanType)) {
        const params = { state: state.stateName, cleanType: state.cleanType ?? '', roomType: type.roomType };
        out.push(problem(`roomTypes.${t}.roomStates.${s}`, 'config.state_clean_type_missing', params));
      }
    });
    type.routines.forEach((routine, r) => {
      if (routine.schedule === null) return;
      for (const p of validateRoutineSchedule(routine.schedule)) {
        out.push({ ...p, path: [`roomTypes.${t}.routines.${r}.schedule`, p.path].filter(Boolean).join('.') });
      }
    });
  });
  if (config.settings.notificationSchedule) {
    for (const p of validateEditorSchedule(config.settings.notificationSchedule)) {
      out.push({ ...p, path: ['settings.notificationSchedule', p.path].filter(Boolean).join('.') });
    }
  }
  return out;
}
