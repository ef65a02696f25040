import { SCHEDULE_MESSAGES } from '@carehome/contracts';
import { translateError } from '../../../lib/api-error.ts';
import type { Config } from './config-draft.ts';
import { locateProblem, type Problem } from './validation.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A problem's message in the user's language. Codes come from the 'errors' namespace (the spec's
 * texts); a shape problem of a schedule ('schedule.invalid') carries a precise English text, shown as
 * is in English and after the translated generic text in other languages.
 */
export function problemText(t: Translate, p: Pick<Problem, 'code' | 'message' | 'params'>, lang: string): string {
  if (p.code.startsWith('client.')) return t(`config:problems.${p.code.slice('client.'.length)}`);
  if (p.code === 'schedule.invalid') {
    if (lang === 'en') return p.message;
    const generic = t('errors:schedule.invalid');
    return p.message === SCHEDULE_MESSAGES['schedule.invalid'] ? generic : `${generic} (${p.message})`;
  }
  return translateError(t, p.code, p.message, p.params ?? {});
}

/** Where a problem is, in words: 'Resident Room › Clean › Schedule'. */
export function problemPlace(t: Translate, p: Pick<Problem, 'path'>, config: Config): string {
  const at = locateProblem(p.path);
  const parts: string[] = [];
  const type = at.typeIndex !== undefined ? config.roomTypes[at.typeIndex] : undefined;
  if (at.typeIndex !== undefined) parts.push(type?.roomType.trim() || t('config:place.unnamedRoomType'));
  if (at.routineIndex !== undefined) {
    const routine = type?.routines[at.routineIndex];
    parts.push(routine?.cleanType.trim() || t('config:place.unnamedRoutine'));
  }
  switch (at.section) {
    case 'schedule':
      parts.push(t('config:place.schedule'));
      break;
    case 'operations': {
      parts.push(t('config:place.operations'));
      const op = at.operationIndex !== undefined ? type?.routines[at.routineIndex ?? -1]?.operations[at.operationIndex] : undefined;
      if (op) parts.push(op.item.trim() || op.group.trim() || t('config:place.unnamedOperation'));
      break;
    }
    case 'images':
      parts.push(t('config:place.images'));
      break;
    case 'settings':
      parts.push(t('config:place.settings'));
      break;
    case 'roomStates': {
      const state = at.stateIndex !== undefined ? config.roomStates[at.stateIndex] : undefined;
      parts.push(t('config:place.roomStates'));
      if (state) parts.push(state.stateName.trim() || t('config:place.unnamedState'));
      break;
    }
    case 'roomEvents': {
      const event = at.eventIndex !== undefined ? config.roomEvents[at.eventIndex] : undefined;
      parts.push(t('config:place.roomEvents'));
      if (event) parts.push(event.name.trim() || t('config:place.unnamedEvent'));
      break;
    }
    default:
      break;
  }
  return parts.join(' › ');
}
