import { ERROR_MESSAGES, type THousekeepingConfig } from '@carehome/contracts';
import { validateEditorSchedule, validateRoutineSchedule } from './schedules/validate.ts';

export interface ConfigProblem {
  path: string;
  code: string;
  message: string;
}

const problem = (path: string, code: keyof typeof ERROR_MESSAGES): ConfigProblem => ({ path, code, message: ERROR_MESSAGES[code] });

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
 * default routine per room type, valid schedules (spec section 5), room states that exist. Server and
 * editor run the same check; each problem names the field it belongs to.
 */
export function validateHousekeepingConfig(
  config: Pick<THousekeepingConfig, 'roomTypes' | 'roomStates' | 'roomEvents' | 'settings'>,
): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  const stateIds = new Set(config.roomStates.map((s) => s.id));
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
