import {
  AUDIT_METHODS,
  type TAuditReport,
  type TDashboardRoom,
  type THousekeepingConfig,
  type THousekeepingReport,
  type TMarkingReport,
  type TReportOperation,
  type TReportPhoto,
  type TRole,
  type TRoomTypeConfig,
} from '@carehome/contracts';
import {
  type AuditDraft,
  applyMarks,
  type CleaningMode,
  continueOperations,
  initialOperations,
  isReportReadonly,
  roleIncludes,
  routineFor,
  startingCleanType,
} from '@carehome/domain';
import type { CleaningLink } from '../../dashboard/index.ts';

/** The pre-audit marking a clean answers: its id and clean type, with its marks once read (audit). */
export interface MarkingRef {
  id: string;
  cleanType: string;
  markingDate: string | null;
  operations: TReportOperation[] | null;
}

/** What the screen edits. Every field the save needs that the user does not edit lives in the session. */
export interface CleaningDraft {
  selectedCleanType: string;
  operations: TReportOperation[];
  comment: string | null;
  residentFamilyConcern: string | null;
  maintenance: string | null;
  pestControl: string | null;
  photos: TReportPhoto[];
  audit: AuditDraft;
}

/** One opening of the cleaning report screen: fixed while it is open. */
export interface CleaningSession {
  link: CleaningLink;
  mode: CleaningMode;
  facilityId: string;
  room: TDashboardRoom;
  roomType: TRoomTypeConfig;
  /** The id of the report written (new: generated on the tablet) or read; of the marking in marking mode. */
  reportId: string;
  startDate: string;
  /** The saved report the screen opened (continue, audit, history). */
  report: THousekeepingReport | null;
  marking: MarkingRef | null;
  /** When this audit started (audit mode), or the saved audit's start. */
  auditStartDate: string | null;
  /** A new clean opens with the shortcuts overlay. */
  showShortcuts: boolean;
  initial: CleaningDraft;
}

export type SessionProblem = 'roomNotFound' | 'noRoutines' | 'noMarkingRoutines' | 'reportNotFound' | 'notAllowed';
export type SessionResult = { ok: true; session: CleaningSession } | { ok: false; problem: SessionProblem; roomType?: string };

export interface SessionInput {
  link: CleaningLink;
  facilityId: string;
  config: THousekeepingConfig;
  rooms: readonly TDashboardRoom[];
  role: TRole;
  /** The saved report of continue, audit and history. */
  report: THousekeepingReport | null;
  /** The marking the audited report answers, when it has one. */
  marking: TMarkingReport | null;
  now: Date;
  newId: () => string;
}

const EMPTY_AUDIT: AuditDraft = {
  comment: null,
  photos: [],
  ...(Object.fromEntries(AUDIT_METHODS.map((m) => [m, false])) as Record<(typeof AUDIT_METHODS)[number], boolean>),
};

function auditDraft(saved: TAuditReport | null | undefined): AuditDraft {
  if (!saved) return EMPTY_AUDIT;
  return {
    comment: saved.comment,
    photos: saved.photos,
    directObservationMethod: saved.directObservationMethod,
    fluorescentGelMethod: saved.fluorescentGelMethod,
    atpSystemMethod: saved.atpSystemMethod,
    swabCulturesMethod: saved.swabCulturesMethod,
    agarSlideCulturesMethod: saved.agarSlideCulturesMethod,
  };
}

function reportDraft(report: THousekeepingReport, operations: TReportOperation[]): CleaningDraft {
  return {
    selectedCleanType: report.selectedCleanType,
    operations,
    comment: report.comment,
    residentFamilyConcern: report.residentFamilyConcern,
    maintenance: report.maintenance,
    pestControl: report.pestControl,
    photos: report.photos,
    audit: auditDraft(report.auditReport),
  };
}

/** The screen's mode for a link: continue of a finished report and audit without the role read only. */
function modeFor(link: CleaningLink, report: THousekeepingReport | null, role: TRole): CleaningMode | 'notAllowed' {
  const supervisor = roleIncludes(role, 'FacilityAssistant');
  switch (link.mode) {
    case 'clean':
      return 'normal';
    case 'marking':
      return supervisor ? 'marking' : 'notAllowed';
    case 'continue':
      return report && !isReportReadonly(report.status) ? 'normal' : 'readonly';
    case 'audit':
      return supervisor && report && (report.status === 'Complete' || report.status === 'Incomplete') ? 'audit' : 'readonly';
    case 'history':
      return 'readonly';
  }
}

/**
 * Everything the screen needs, from the link that opened it and what was read: the mode, the room and
 * its type, the report (new or saved), the marking it answers, and the first draft. New reports and
 * markings get their id here, on the tablet, so that a save replayed from the outbox is one report.
 */
export function buildSession(input: SessionInput): SessionResult {
  const { link, config, report, now } = input;
  const room = input.rooms.find((r) => r.id === link.roomId);
  if (!room) return { ok: false, problem: 'roomNotFound' };
  const needsReport = link.mode === 'continue' || link.mode === 'audit' || link.mode === 'history';
  if (needsReport && (!report || report.room.id !== room.id)) return { ok: false, problem: 'reportNotFound' };
  const mode = modeFor(link, report, input.role);
  if (mode === 'notAllowed') return { ok: false, problem: 'notAllowed' };

  const roomTypeId = report?.roomTypeId ?? room.roomTypeId;
  const roomType = config.roomTypes.find((t) => t.id === roomTypeId) ?? config.roomTypes.find((t) => t.id === room.roomTypeId);
  // A saved report opens even when its routine is gone; a new clean needs one.
  if (!roomType || (!report && roomType.routines.length === 0)) {
    return {
      ok: false,
      problem: link.mode === 'marking' ? 'noMarkingRoutines' : 'noRoutines',
      roomType: room.roomType ?? report?.roomType ?? '',
    };
  }
  const base = { link, mode, facilityId: input.facilityId, room, roomType };

  if (report) {
    const routine = routineFor(roomType.routines, report.selectedCleanType);
    const pending = room.lastMarkingReport;
    const marking: MarkingRef | null = input.marking
      ? {
          id: input.marking.id,
          cleanType: input.marking.cleanType,
          markingDate: input.marking.markingDate ?? input.marking.startDate,
          operations: input.marking.operations,
        }
      : report.markingReportId
        ? {
            id: report.markingReportId,
            cleanType: pending?.id === report.markingReportId ? pending.cleanType : report.selectedCleanType,
            markingDate: null,
            operations: null,
          }
        : mode === 'normal' && pending
          ? { id: pending.id, cleanType: pending.cleanType, markingDate: pending.startDate, operations: null }
          : null;
    const operations =
      mode === 'normal'
        ? continueOperations(report.operations, routine?.operations ?? [])
        : applyMarks(report.operations, marking?.operations ?? null);
    return {
      ok: true,
      session: {
        ...base,
        reportId: report.id,
        startDate: report.startDate,
        report,
        marking,
        auditStartDate: report.auditReport?.startDate ?? (mode === 'audit' ? now.toISOString() : null),
        showShortcuts: false,
        initial: reportDraft(report, operations),
      },
    };
  }

  // A new clean or a new pre-audit marking.
  const pending = mode === 'normal' ? room.lastMarkingReport : null;
  // Without a clean type in the link (an old bookmark, a scanned code), the room's current clean: a
  // room state's clean or a failed audit's re-clean is the clean to do.
  const requested = link.cleanType ?? room.status.currentCleanType;
  const cleanType = startingCleanType(roomType.routines, { marking: pending?.cleanType, requested }) as string;
  const routine = routineFor(roomType.routines, cleanType);
  return {
    ok: true,
    session: {
      ...base,
      reportId: input.newId(),
      startDate: now.toISOString(),
      report: null,
      marking: pending ? { id: pending.id, cleanType: pending.cleanType, markingDate: pending.startDate, operations: null } : null,
      auditStartDate: mode === 'marking' ? now.toISOString() : null,
      showShortcuts: mode === 'normal',
      initial: {
        selectedCleanType: cleanType,
        operations: initialOperations(routine?.operations ?? []),
        comment: null,
        residentFamilyConcern: null,
        maintenance: null,
        pestControl: null,
        photos: [],
        audit: EMPTY_AUDIT,
      },
    },
  };
}
