import { installZodMessages, issuesToFieldErrors, type THousekeepingConfig, ZHousekeepingConfig } from '@carehome/contracts';
import { parseScheduleJson, validateHousekeepingConfig } from '@carehome/domain';
import { nameKey } from './config-draft.ts';
import { duplicateGroupStarts } from './operation-groups.ts';

installZodMessages();

/**
 * One problem of the draft: the dotted path of the field inside the configuration (as the server's
 * `errors[].field` without its 'config.' prefix), a stable code and the English text.
 * Codes starting with 'client.' are checks of this editor only (texts in the 'config' namespace).
 */
export interface Problem {
  path: string;
  code: string;
  message: string;
  params?: Record<string, string | number>;
}

const isSchedulePath = (path: string) =>
  /^roomTypes\.\d+\.routines\.\d+\.schedule(\.|$)/.test(path) || path.startsWith('settings.notificationSchedule');

/**
 * Everything that would stop a save, in the order of the page: shapes (required names, emails…),
 * the shared rules the server applies (`validateHousekeepingConfig`), the JSON text of schedules
 * still being typed, and two checks of the editor (group and event names).
 */
export function validateDraft(config: THousekeepingConfig, pendingJson: Readonly<Record<string, string>> = {}): Problem[] {
  const out: Problem[] = [];
  const shape = ZHousekeepingConfig.safeParse(config);
  if (!shape.success) {
    for (const e of issuesToFieldErrors(shape.error.issues)) {
      // Schedules are checked by the schedule rules below, with the spec's messages.
      if (isSchedulePath(e.field)) continue;
      out.push({
        path: e.field,
        code: e.code,
        message: e.message,
        ...(e.params ? { params: e.params as Record<string, string | number> } : {}),
      });
    }
  }
  const pendingPaths = new Map<string, string>();
  config.roomTypes.forEach((type, t) => {
    type.routines.forEach((routine, r) => {
      const text = pendingJson[routine.id];
      if (text !== undefined) pendingPaths.set(`roomTypes.${t}.routines.${r}.schedule`, text);
    });
  });
  for (const p of validateHousekeepingConfig(config)) {
    const owner = [...pendingPaths.keys()].find((k) => p.path === k || p.path.startsWith(`${k}.`));
    if (owner) continue;
    out.push({ path: p.path, code: p.code, message: p.message });
  }
  for (const [path, text] of pendingPaths) {
    const parsed = parseScheduleJson(text);
    if (!parsed.ok)
      for (const p of parsed.problems) out.push({ path: [path, p.path].filter(Boolean).join('.'), code: p.code, message: p.message });
  }
  config.roomTypes.forEach((type, t) => {
    type.routines.forEach((routine, r) => {
      for (const i of duplicateGroupStarts(routine.operations))
        out.push({
          path: `roomTypes.${t}.routines.${r}.operations.${i}.group`,
          code: 'client.duplicate_group',
          message: 'This group name is already used in this routine.',
        });
    });
  });
  const seen = new Set<string>();
  config.roomEvents.forEach((event, i) => {
    const k = nameKey(event.name);
    if (k && seen.has(k))
      out.push({ path: `roomEvents.${i}.name`, code: 'client.duplicate_event', message: 'This room event name is already used.' });
    seen.add(k);
  });
  const unique = new Map<string, Problem>();
  for (const p of out) if (!unique.has(`${p.path}|${p.code}`)) unique.set(`${p.path}|${p.code}`, p);
  return [...unique.values()];
}

/** Server errors (`errors[].field` 'config.<path>') as problems of the draft. */
export function problemsFromServer(
  errors: readonly { field?: string; code: string; message: string; params?: Record<string, unknown> }[],
): Problem[] {
  return errors.map((e) => ({
    path: (e.field ?? '').replace(/^config\.?/, ''),
    code: e.code,
    message: e.message,
    ...(e.params ? { params: e.params as Record<string, string | number> } : {}),
  }));
}

export type ProblemSection =
  | 'roomType'
  | 'general'
  | 'schedule'
  | 'operations'
  | 'images'
  | 'settings'
  | 'roomStates'
  | 'roomEvents'
  | 'translations'
  | 'other';

/** Where a problem is: the page, room type, routine and tab to open to show its field. */
export interface ProblemLocation {
  section: ProblemSection;
  typeIndex?: number;
  routineIndex?: number;
  stateIndex?: number;
  eventIndex?: number;
  /** Index of the operation, for problems of an operation. */
  operationIndex?: number;
  /** The rest of the path inside the schedule ('' for the whole schedule). */
  schedulePath?: string;
}

export function locateProblem(path: string): ProblemLocation {
  const parts = path.split('.');
  const num = (i: number) => Number(parts[i]);
  if (parts[0] === 'roomTypes' && parts.length > 1) {
    const typeIndex = num(1);
    if (parts[2] === 'routines' && parts.length > 3) {
      const routineIndex = num(3);
      const field = parts[4];
      if (field === 'schedule') return { section: 'schedule', typeIndex, routineIndex, schedulePath: parts.slice(5).join('.') };
      if (field === 'operations')
        return { section: 'operations', typeIndex, routineIndex, ...(parts[5] !== undefined ? { operationIndex: num(5) } : {}) };
      if (field === 'detailImages') return { section: 'images', typeIndex, routineIndex };
      return { section: 'general', typeIndex, routineIndex };
    }
    return { section: 'roomType', typeIndex };
  }
  if (parts[0] === 'settings') return { section: 'settings' };
  if (parts[0] === 'language' || parts[0] === 'translations') return { section: 'translations' };
  if (parts[0] === 'roomStates') return { section: 'roomStates', ...(parts[1] !== undefined ? { stateIndex: num(1) } : {}) };
  if (parts[0] === 'roomEvents') return { section: 'roomEvents', ...(parts[1] !== undefined ? { eventIndex: num(1) } : {}) };
  return { section: 'other' };
}
