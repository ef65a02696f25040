import type { TAuditSave, TMarkingSave, TReportSave } from '@carehome/contracts';
import {
  type CleaningProblem,
  normalText,
  type Outcome,
  prepareAuditSave,
  prepareMarkingSave,
  prepareReportSave,
  type ReportSaveAction,
} from '@carehome/domain';
import type { CleaningDraft, CleaningSession } from './session.ts';

/** Who saves: the signed-in staff member (null for a system user, who may not save). */
export interface Saver {
  staffMemberId: string | null;
  now: Date;
  timeZone: string;
}

const NO_STAFF: CleaningProblem[] = [];

/**
 * The body once the domain's checks have passed: `build` is given the checked values and the author,
 * a staff member (a system user may not save).
 */
function bodyOf<Checked, Body>(
  prepared: Outcome<Checked>,
  who: Saver,
  build: (checked: Checked, authorStaffId: string) => Body,
): Outcome<Body> {
  if (!prepared.ok) return prepared;
  if (!who.staffMemberId) return { ok: false, problems: NO_STAFF };
  return { ok: true, value: build(prepared.value, who.staffMemberId) };
}

/**
 * The body of POST /housekeeping/submitReport for a clean: Save (the status from the checklist), a
 * shortcut, or a decline (`declinedBy`: the resident of a shared room who signed). The checks and the
 * status are the domain's `prepareReportSave`.
 */
export function reportSaveBody(
  session: CleaningSession,
  draft: CleaningDraft,
  action: ReportSaveAction,
  who: Saver,
  declinedBy: string | null = null,
): Outcome<{ report: TReportSave }> {
  const prepared = prepareReportSave(
    {
      selectedCleanType: draft.selectedCleanType,
      comment: normalText(draft.comment),
      residentFamilyConcern: normalText(draft.residentFamilyConcern),
      maintenance: normalText(draft.maintenance),
      pestControl: normalText(draft.pestControl),
      operations: draft.operations,
      photos: draft.photos,
      declineSignature: null,
    },
    action,
    {
      mode: session.mode,
      isStaffMember: who.staffMemberId !== null,
      now: who.now,
      timeZone: who.timeZone,
      markingCleanType: session.marking?.cleanType ?? null,
    },
  );
  return bodyOf(prepared, who, (v, authorStaffId) => ({
    report: {
      id: session.reportId,
      facilityId: session.facilityId,
      roomId: session.room.id,
      selectedCleanType: v.selectedCleanType,
      status: v.status,
      startDate: session.startDate,
      reportDate: v.reportDate,
      selectedGroupTime: session.report?.selectedGroupTime ?? null,
      comment: v.comment,
      residentFamilyConcern: v.residentFamilyConcern,
      maintenance: v.maintenance,
      pestControl: v.pestControl,
      operations: v.operations,
      photos: v.photos,
      declineSignature: v.declineSignature,
      ...(action.kind === 'decline' && declinedBy ? { declinedBy } : {}),
      markingReportId: session.marking?.id ?? null,
      authorStaffId,
    },
  }));
}

/** The body of POST /housekeeping/submitReport for an audit of the saved report. */
export function auditSaveBody(session: CleaningSession, draft: CleaningDraft, who: Saver): Outcome<{ audit: TAuditSave }> {
  const prepared = prepareAuditSave(draft.operations, draft.audit, {
    mode: session.mode,
    isStaffMember: who.staffMemberId !== null,
    hasMarkingReport: session.marking !== null,
    now: who.now,
  });
  return bodyOf(prepared, who, (v, authorStaffId) => ({
    audit: {
      reportId: session.reportId,
      facilityId: session.facilityId,
      startDate: session.auditStartDate ?? who.now.toISOString(),
      comment: normalText(v.comment),
      photos: v.photos,
      directObservationMethod: v.directObservationMethod,
      fluorescentGelMethod: v.fluorescentGelMethod,
      atpSystemMethod: v.atpSystemMethod,
      swabCulturesMethod: v.swabCulturesMethod,
      agarSlideCulturesMethod: v.agarSlideCulturesMethod,
      operations: v.operations,
      authorStaffId,
    },
  }));
}

/** The body of POST /housekeeping/submitmarkingreport for a pre-audit marking. */
export function markingSaveBody(session: CleaningSession, draft: CleaningDraft, who: Saver): Outcome<{ report: TMarkingSave }> {
  const prepared = prepareMarkingSave(draft.operations, { mode: session.mode, isStaffMember: who.staffMemberId !== null, now: who.now });
  return bodyOf(prepared, who, (v, authorStaffId) => ({
    report: {
      id: session.reportId,
      facilityId: session.facilityId,
      roomId: session.room.id,
      cleanType: draft.selectedCleanType,
      startDate: session.startDate,
      markingDate: v.markingDate,
      operations: v.operations,
      authorStaffId,
    },
  }));
}
