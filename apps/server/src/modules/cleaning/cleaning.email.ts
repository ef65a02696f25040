import {
  ERROR_MESSAGES,
  type TEmailRecipients,
  type TEmailReport,
  type TEmailReportResult,
  type TFieldError,
  type TLanguage,
  type TReportPhoto,
} from '@carehome/contracts';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Tx } from '../../platform/db/database.ts';
import { findSiteRow } from '../../platform/db/site-rows.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { enqueueMail, type MailAttachment } from '../../platform/mail.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { filesUsableAt } from '../files/index.ts';
import { findConfig } from '../housekeeping/index.ts';
import { reportMailHtml, reportMailSubject, reportMailText } from './cleaning.mail.ts';
import { toReport } from './cleaning.mapping.ts';
import { activeSiteStaffWithEmail, activeStaffEmails, findOrganizationMailFacts, findReport } from './cleaning.repository.ts';
import { staffLanguages } from './recipient-languages.repository.ts';
import { shownReports } from './report-history.access.ts';

/**
 * The recipients a report may go to: the organization's supervisors and its active staff members (the
 * Send Email popup offers exactly those). Anyone else is refused, each address as a field error, so a
 * report with resident data cannot be mailed out of the organization. Duplicates are sent once.
 */
export async function allowedRecipients(tx: Tx, tenantId: string, recipients: string[]) {
  const org = await findOrganizationMailFacts(tx, tenantId);
  const supervisors = new Set((org?.supervisors ?? []).map((s) => s.email.toLowerCase()));
  const wanted = recipients.map((r) => r.trim().toLowerCase());
  const staff = await activeStaffEmails(
    tx,
    wanted.filter((e) => !supervisors.has(e)),
  );
  const refused: TFieldError[] = [];
  wanted.forEach((e, i) => {
    if (!supervisors.has(e) && !staff.has(e)) {
      refused.push({
        field: `recipients.${i}`,
        code: 'report.recipient_not_allowed',
        message: ERROR_MESSAGES['report.recipient_not_allowed'],
      });
    }
  });
  if (refused.length) throw new AppError(400, 'report.recipient_not_allowed', refused);
  const unique = [...new Map(recipients.map((r, i) => [wanted[i] as string, r.trim()])).values()];
  return { org, to: unique };
}

/**
 * GET housekeeping/emailrecipients: what the Send Email popup offers, all ticked: the
 * organization's supervisors and the active staff members of the report's site that have an email.
 * Staff of the organization's other sites may receive a report too (emailreport accepts them), but are
 * not offered: a report holds resident data, and a popup that ticks everyone by default should reach
 * the people of that home, not every site of the organization.
 */
export async function emailRecipients(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<TEmailRecipients> {
  return withVisibleSite(ctx, auth, facilityId, async (tx) => {
    if (!(await findSiteRow(tx, facilityId))) throw notFound();
    const org = await findOrganizationMailFacts(tx, auth.tenantId);
    const supervisors = [...new Map((org?.supervisors ?? []).map((s) => [s.email.trim().toLowerCase(), s.email.trim()])).values()];
    const staff = (await activeSiteStaffWithEmail(tx, facilityId)).map((s) => ({
      name: `${s.firstName} ${s.lastName}`.trim(),
      email: s.email.trim(),
    }));
    return { supervisors, staff };
  });
}

/**
 * The photos to attach, once each, that are still stored (not deleted) files usable at the report's
 * site: its own and the organization's. A report naming another site's photo never mails it.
 */
async function attachmentsOf(tx: Tx, facilityId: string, photos: TReportPhoto[], roomNumber: string): Promise<MailAttachment[]> {
  const names = [...new Set(photos.filter((p) => !p.isDeleted).map((p) => p.photo))];
  const stored = await filesUsableAt(tx, facilityId, names);
  const room = roomNumber.replace(/[^A-Za-z0-9_-]+/g, '-');
  return names
    .filter((n) => stored.has(n))
    .map((fileName, i) => ({ fileName, filename: `room-${room}-photo-${i + 1}${fileName.slice(fileName.lastIndexOf('.'))}` }));
}

/**
 * The recipients grouped by the language they read the mail in: a staff member's own (that of their last
 * sign-in); anyone else (the organization's supervisor addresses, someone who never signed in) the
 * sender's, the language of the app that sent the report. Groups keep the recipients' order.
 */
async function byLanguage(tx: Tx, to: string[], senderLanguage: TLanguage): Promise<Map<TLanguage, string[]>> {
  const known = await staffLanguages(
    tx,
    to.map((e) => e.toLowerCase()),
  );
  const groups = new Map<TLanguage, string[]>();
  for (const email of to) {
    const language = known.get(email.toLowerCase()) ?? senderLanguage;
    groups.set(language, [...(groups.get(language) ?? []), email]);
  }
  return groups;
}

/**
 * POST housekeeping/emailreport and emailauditreport: a readable mail of the report (or of its audit)
 * with its photos attached, queued in the mail outbox in the same transaction as its event; one mail
 * per language its recipients read (`senderLanguage`: the language of the app that sent it).
 */
export async function emailReport(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: TEmailReport,
  kind: 'report' | 'audit',
  senderLanguage: TLanguage = 'en',
): Promise<TEmailReportResult> {
  return withVisibleSite(ctx, auth, input.facilityId, async (tx) => {
    const row = await findReport(tx, input.facilityId, input.id);
    const site = await findSiteRow(tx, input.facilityId);
    if (!row || !site) throw notFound();
    // Resident data leaving by mail is a read of it: in the access log.
    const route = kind === 'audit' ? '/housekeeping/emailauditreport' : '/housekeeping/emailreport';
    const [report] = await shownReports(tx, auth, meta, input.facilityId, [toReport(row)], route);
    if (!report) throw notFound();
    if (kind === 'audit' && !report.auditReport) throw fieldError('id', 'report.not_audited', 409);
    const { org, to } = await allowedRecipients(tx, auth.tenantId, input.recipients);
    const photos = kind === 'audit' ? [...report.photos, ...(report.auditReport?.photos ?? [])] : report.photos;
    const attachments = await attachmentsOf(tx, report.facilityId, photos, report.room.number);
    const config = (await findConfig(tx, report.facilityId))?.document ?? null;
    for (const [language, group] of await byLanguage(tx, to, senderLanguage)) {
      const facts = {
        report,
        kind,
        organization: org?.name ?? '',
        site: { name: site.name, timeZone: site.timeZone },
        colors: org?.reportColors ?? null,
        photoCount: attachments.length,
        language,
        config,
      };
      await enqueueMail(tx, {
        tenantId: auth.tenantId,
        to: group,
        subject: reportMailSubject(facts),
        text: reportMailText(facts),
        html: reportMailHtml(facts),
        attachments,
      });
    }
    // The audit trail of resident data leaving by mail: who sent which report to whom.
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId: input.facilityId,
      type: 'report.emailed',
      subjectType: 'housekeeping_report',
      subjectId: report.id,
      data: { roomId: report.room.id, kind, recipients: to, attachments: attachments.length },
    });
    return { queued: true, recipients: to, attachments: attachments.length };
  });
}
