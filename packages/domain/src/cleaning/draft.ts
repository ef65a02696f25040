import { AUDIT_METHODS, type TReportOperation, type TReportPhoto } from '@carehome/contracts';
import { normalText } from './text.ts';
import type { AuditDraft, CleaningMode } from './types.ts';

/** What the screen compares to decide whether Cancel asks 'Are you sure? Changes will be lost.'; give the fields the mode edits. */
export interface DraftSnapshot {
  selectedCleanType?: string;
  comment?: string | null;
  residentFamilyConcern?: string | null;
  maintenance?: string | null;
  pestControl?: string | null;
  operations?: readonly TReportOperation[];
  photos?: readonly TReportPhoto[];
  declineSignature?: string | null;
  audit?: AuditDraft | null;
}

const photoIds = (photos: readonly TReportPhoto[] | undefined) =>
  (photos ?? [])
    .filter((p) => !p.isDeleted)
    .map((p) => p.id)
    .sort();

function canonical(d: DraftSnapshot): string {
  const ops = [...(d.operations ?? [])]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((op) => [op.id, op.checked, op.skipped, op.auditStatus, op.isMarked, op.atp ?? null]);
  const audit = d.audit ? [normalText(d.audit.comment), photoIds(d.audit.photos), AUDIT_METHODS.map((m) => d.audit?.[m] ?? false)] : null;
  return JSON.stringify([
    d.selectedCleanType?.trim() ?? null,
    normalText(d.comment),
    normalText(d.residentFamilyConcern),
    normalText(d.maintenance),
    normalText(d.pestControl),
    ops,
    photoIds(d.photos),
    normalText(d.declineSignature),
    audit,
  ]);
}

/**
 * Whether Cancel must confirm: the draft differs from what the screen opened with. Never in read-only
 * mode. Compared: the clean type; texts trimmed, empty = none; per operation (by id, in any order) its
 * checked, skipped, audit status, marked flag and ATP reading, not its time stamp (ticking and unticking again is
 * no change); the photos not deleted (by id); the signature; the audit's comment, photos and methods.
 */
export function hasUnsavedChanges(before: DraftSnapshot, after: DraftSnapshot, mode: CleaningMode): boolean {
  return mode !== 'readonly' && canonical(before) !== canonical(after);
}
