import type { TAtpReading, TAuditStatus, TOperation, TReportPhoto } from '@carehome/contracts';
import {
  type AuditMethod,
  type CleaningMode,
  canEdit,
  cycleAuditStatus,
  type MarkingOperations,
  setAtpReading,
  setAuditMethod,
  setAuditStatus,
  switchRoutine,
  tickGroup,
  toggleMarked,
  toggleOperation,
} from '@carehome/domain';
import type { CleaningDraft } from './session.ts';

export type TextField = 'comment' | 'residentFamilyConcern' | 'maintenance' | 'pestControl';

export type DraftAction =
  | { type: 'toggle'; id: string; now: Date }
  | { type: 'tickGroup'; group: string; now: Date }
  | { type: 'cleanType'; cleanType: string; routineOps: readonly TOperation[] }
  | { type: 'text'; field: TextField; value: string }
  | { type: 'addPhoto'; photo: TReportPhoto }
  | { type: 'removePhoto'; id: string }
  | { type: 'cycleAudit'; id: string }
  | { type: 'setAudit'; id: string; status: TAuditStatus }
  | { type: 'setAtp'; id: string; reading: TAtpReading | null }
  | { type: 'toggleMarked'; id: string }
  | { type: 'method'; method: AuditMethod; value: boolean }
  | { type: 'auditComment'; value: string }
  | { type: 'addAuditPhoto'; photo: TReportPhoto }
  | { type: 'removeAuditPhoto'; id: string };

export interface DraftContext {
  mode: CleaningMode;
  hasMarkingReport: boolean;
  /** The marks a clean follows when its clean type changes (null: the marking sub-mode keeps its own). */
  marking: MarkingOperations | null;
}

/** A removed photo stays in the report, flagged deleted, so that a photo already saved is not lost silently. */
const deletePhoto = (photos: TReportPhoto[], id: string) => photos.map((p) => (p.id === id ? { ...p, isDeleted: true } : p));

/**
 * The screen's edits. Each rule is the domain's (packages/domain/src/cleaning); an edit the mode does
 * not accept leaves the draft as it is.
 */
export function reduceDraft(draft: CleaningDraft, action: DraftAction, ctx: DraftContext): CleaningDraft {
  const { mode } = ctx;
  const audit = { mode, hasMarkingReport: ctx.hasMarkingReport };
  const ops = (operations: CleaningDraft['operations']) => (operations === draft.operations ? draft : { ...draft, operations });
  switch (action.type) {
    case 'toggle':
      return ops(toggleOperation(draft.operations, action.id, { mode, now: action.now }));
    case 'tickGroup':
      return ops(tickGroup(draft.operations, action.group, { mode, now: action.now }));
    case 'cleanType':
      if (!canEdit(mode, 'cleanType') || action.cleanType === draft.selectedCleanType) return draft;
      return {
        ...draft,
        selectedCleanType: action.cleanType,
        operations: switchRoutine(draft.operations, action.routineOps, mode === 'marking' ? null : ctx.marking),
      };
    case 'text':
      return canEdit(mode, 'comments') ? { ...draft, [action.field]: action.value } : draft;
    case 'addPhoto':
      return canEdit(mode, 'comments') ? { ...draft, photos: [...draft.photos, action.photo] } : draft;
    case 'removePhoto':
      return canEdit(mode, 'comments') ? { ...draft, photos: deletePhoto(draft.photos, action.id) } : draft;
    case 'cycleAudit':
      return ops(cycleAuditStatus(draft.operations, action.id, audit));
    case 'setAudit':
      return ops(setAuditStatus(draft.operations, action.id, action.status, mode));
    case 'setAtp':
      return ops(setAtpReading(draft.operations, action.id, action.reading, mode));
    case 'toggleMarked':
      return ops(toggleMarked(draft.operations, action.id, mode));
    case 'method': {
      const methods = setAuditMethod(draft.audit, action.method, action.value, mode, ctx.hasMarkingReport);
      return methods === draft.audit ? draft : { ...draft, audit: { ...draft.audit, ...methods } };
    }
    case 'auditComment':
      return canEdit(mode, 'auditComments') ? { ...draft, audit: { ...draft.audit, comment: action.value } } : draft;
    case 'addAuditPhoto':
      return canEdit(mode, 'auditComments')
        ? { ...draft, audit: { ...draft.audit, photos: [...draft.audit.photos, action.photo] } }
        : draft;
    case 'removeAuditPhoto':
      return canEdit(mode, 'auditComments')
        ? { ...draft, audit: { ...draft.audit, photos: deletePhoto(draft.audit.photos, action.id) } }
        : draft;
  }
}
