import { AUDIT_RECLEAN, type TAuditReport, type TReportOperation } from '@carehome/contracts';
import { auditFailures, cleanEndsTask, operationFor, recleanDoneBy } from '@carehome/domain';
import type { Executor } from '../../platform/db/database.ts';
import { findSiteRow } from '../../platform/db/site-rows.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { findConfig } from '../housekeeping/index.ts';
import { recordTaskCleaned } from '../turnaround/index.ts';
import { type CorrectiveNotice, correctiveMail } from './corrective-actions.mail.ts';
import { storedFailures } from './corrective-actions.mapping.ts';
import {
  askRecleanTask,
  type CorrectiveRow,
  deleteAction,
  endRecleanTask,
  facilityAdministrators,
  findActiveForUpdate,
  insertAction,
  notifiedSupervisors,
  updateAction,
} from './corrective-actions.repository.ts';

// The corrective loop of a failed audit: fail → re-clean → re-audit. A failed audit opens a pass with
// what failed and asks for the re-clean (the outstanding task 'Audit Re-clean', which the dashboard shows);
// only a completed clean that ticks the failed operations ends the re-clean, and the room then waits for
// its re-audit; auditing the room again is the re-audit: a pass closes it, a failure opens the next pass.

/** The audit of a report as the loop sees it, in the audit save's transaction. */
export interface AuditedReport {
  tenantId: string;
  facilityId: string;
  roomId: string;
  roomNumber: string;
  reportId: string;
  cleanType: string;
  /** When the audited clean was done. */
  reportDate: Date | null;
  /** The operations with their results (defaults applied). */
  operations: readonly TReportOperation[];
  audit: Pick<TAuditReport, 'auditor' | 'comment' | 'photos' | 'reportDate'>;
}

export type AuditOutcome = 'reclean' | 'withdrawn' | 'reauditPassed' | 'reauditFailed' | null;

/** `notify: false` records the loop without mailing anyone (the demo's history is replayed through these rules). */
export interface LoopOptions {
  notify?: boolean;
}

/**
 * What an audit does to the room's loop. The audit of the re-clean (or of a later clean of the room) is
 * the re-audit: passed when it is complete with no failure, failed (next pass) on a failure. A new
 * failure opens a pass (replacing a loop of an older report); a later edit of the failed audit updates
 * its failures, or withdraws the loop when nothing fails any more.
 */
export async function recordAudit(tx: Executor, a: AuditedReport, now: Date, opts: LoopOptions = {}): Promise<AuditOutcome> {
  const failures = auditFailures(a.operations);
  const active = await findActiveForUpdate(tx, a.roomId);
  const failure = {
    tenantId: a.tenantId,
    facilityId: a.facilityId,
    roomId: a.roomId,
    failedReportId: a.reportId,
    cleanType: a.cleanType,
    failures,
    auditorName: a.audit.auditor,
    auditComment: a.audit.comment,
    auditPhotos: a.audit.photos,
    failedAt: now,
  };
  if (active && isReauditOf(active, a)) {
    if (failures.length) {
      await updateAction(tx, active.id, { status: 'closed', reauditResult: 'fail', reauditAt: now, reauditBy: a.audit.auditor });
      const next = await insertAction(tx, { ...failure, pass: active.pass + 1 });
      await askReclean(tx, a, now);
      if (opts.notify !== false) await notify(tx, 'reauditFailed', next, { by: a.audit.auditor ?? '', at: now, room: a.roomNumber });
      return 'reauditFailed';
    }
    if (a.audit.reportDate === null) return null; // an audit in progress decides nothing yet
    await updateAction(tx, active.id, { status: 'closed', reauditResult: 'pass', reauditAt: now, reauditBy: a.audit.auditor });
    return 'reauditPassed';
  }
  if (active?.failedReportId === a.reportId) {
    if (failures.length) {
      await updateAction(tx, active.id, {
        failures,
        auditComment: a.audit.comment,
        auditPhotos: a.audit.photos,
        auditorName: a.audit.auditor,
      });
      return 'reclean';
    }
    await deleteAction(tx, active.id);
    await endRecleanTask(tx, a.roomId);
    return 'withdrawn';
  }
  if (!failures.length) return null;
  if (active) await updateAction(tx, active.id, { status: 'closed', reauditResult: 'superseded', reauditAt: now });
  await insertAction(tx, { ...failure, pass: 1 });
  await askReclean(tx, a, now);
  return 'reclean';
}

/** An audit re-audits the loop when the loop waits for it and the audited clean is its re-clean or a later one. */
function isReauditOf(active: CorrectiveRow, a: AuditedReport): boolean {
  if (active.status !== 'reauditDue' || !active.recleanAt) return false;
  if (active.recleanReportId === a.reportId) return true;
  return a.reportId !== active.failedReportId && a.reportDate !== null && a.reportDate.getTime() >= active.recleanAt.getTime();
}

async function askReclean(tx: Executor, a: AuditedReport, since: Date): Promise<void> {
  await askRecleanTask(tx, { tenantId: a.tenantId, roomId: a.roomId, cleanType: a.cleanType, sourceReportId: a.reportId, since });
}

/** A completed clean as the loop sees it, in the report save's transaction. */
export interface SavedClean {
  roomId: string;
  roomNumber: string;
  reportId: string;
  status: string;
  cleanType: string;
  priority: number;
  completedAt: Date;
  /** When the clean began (the turnaround log's clean start); unknown for an older caller. */
  startDate?: Date | null;
  staffName: string;
  operations: readonly TReportOperation[];
}

/**
 * A saved clean ends the open re-clean when it is Complete, of the clean asked for (or of a priority at
 * least its routine's), done after the audit, and ticks every failed operation: the room then waits for
 * its re-audit and the supervisors are told. Any other clean (a shortcut, one that leaves a failed
 * operation unticked) leaves the re-clean open. Returns true when it ended it.
 */
export async function recordClean(
  tx: Executor,
  clean: SavedClean,
  routines: readonly { cleanType: string; priority: number }[],
  opts: LoopOptions = {},
): Promise<boolean> {
  const active = await findActiveForUpdate(tx, clean.roomId);
  if (active?.status !== 'open') return false;
  const failures = storedFailures(active.failures);
  const asked = { cleanType: active.cleanType, since: active.failedAt };
  if (!cleanEndsTask(asked, { cleanType: clean.cleanType, priority: clean.priority, completedAt: clean.completedAt }, routines))
    return false;
  if (!recleanDoneBy(failures, clean)) return false;
  await updateAction(tx, active.id, {
    status: 'reauditDue',
    recleanReportId: clean.reportId,
    recleanBy: clean.staffName,
    recleanAt: clean.completedAt,
    recleanOperations: failures.map((f) => operationFor(f, clean.operations)?.id ?? f.id),
  });
  await recordTaskCleaned(tx, { roomId: clean.roomId, taskKey: AUDIT_RECLEAN }, { ...clean, startedAt: clean.startDate ?? null });
  await endRecleanTask(tx, clean.roomId);
  if (opts.notify !== false) await notify(tx, 'reauditDue', active, { by: clean.staffName, at: clean.completedAt, room: clean.roomNumber });
  return true;
}

/** Queues a notice to its recipients, each in their language, in the caller's transaction. */
async function notify(tx: Executor, kind: CorrectiveNotice, loop: CorrectiveRow, facts: { by: string; at: Date; room: string }) {
  const site = await findSiteRow(tx, loop.facilityId);
  if (!site) return;
  const recipients =
    kind === 'reauditDue' ? await notifiedSupervisors(tx, loop.facilityId) : await facilityAdministrators(tx, loop.facilityId);
  const config = recipients.length ? ((await findConfig(tx, loop.facilityId))?.document ?? null) : null;
  for (const r of recipients) {
    const mail = correctiveMail(kind, r.language, {
      site: site.name,
      timeZone: site.timeZone,
      room: facts.room,
      pass: loop.pass,
      by: facts.by,
      at: facts.at,
      failedAt: loop.failedAt,
      failures: storedFailures(loop.failures),
      comment: loop.auditComment,
      config,
    });
    await enqueueMail(tx, { tenantId: loop.tenantId, to: [r.email], ...mail });
  }
}
