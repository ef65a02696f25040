import type { Translate } from '../../../lib/schedule-text.ts';
import type { Config } from './config-draft.ts';
import { locateProblem, type Problem } from './validation.ts';

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
    case 'translations':
      parts.push(t('config:place.translations'));
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
