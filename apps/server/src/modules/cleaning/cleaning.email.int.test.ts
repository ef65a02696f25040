// Mailing a cleaning report over real SMTP (cleaning.email.fixture.ts sets up the server and the
// organization; audit mails and the dispatcher are in cleaning.email-audit.int.test.ts).

import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, login } from '../../../test/harness.ts';
import { events, mailOutbox } from '../../db/schema/platform.ts';
import { withPlatform, withTenant } from '../../platform/db/database.ts';
import {
  a,
  attachmentsOf,
  clean,
  deliver,
  htmlOf,
  mailTestbed,
  photo,
  post,
  type Received,
  roomId,
  SUPERVISOR_EMAIL,
  saveReport,
  t,
  textOf,
  tok,
  uploadPhoto,
} from './cleaning.email.fixture.ts';

mailTestbed();

describe('POST /housekeeping/emailreport', () => {
  it('never attaches a photo of another site, even when a report names it (files belong to a site)', async () => {
    const own = await uploadPhoto(tok.housekeeper, '#336699');
    const elsewhere = await uploadPhoto((await login(t, a.emails['Housekeeper@1'] as string)).token.token, '#993333');
    const report = await saveReport({ photos: [photo(own), photo(elsewhere)] });
    const res = await post('emailreport', { id: report.id, facilityId: a.siteIds[0], recipients: [SUPERVISOR_EMAIL] }, tok.housekeeper);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().attachments).toBe(1);
    const [mail] = await deliver();
    expect(attachmentsOf(mail as Received)).toHaveLength(1);
  });

  it('mails a readable report with its photos attached, over real SMTP', async () => {
    const kept = await uploadPhoto(tok.housekeeper, '#336699');
    const removed = await uploadPhoto(tok.housekeeper, '#993333');
    const report = await saveReport({ photos: [photo(kept), photo(removed, true), photo(kept)] });
    await post(
      'updatereportprops',
      { id: report.id, facilityId: a.siteIds[0], supervisorNote: 'Please follow up on the tap' },
      tok.supervisor,
    );

    const res = await post(
      'emailreport',
      { id: report.id, facilityId: a.siteIds[0], recipients: [SUPERVISOR_EMAIL, a.emails.Nursing] },
      tok.housekeeper,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ queued: true, recipients: [SUPERVISOR_EMAIL, a.emails.Nursing], attachments: 1 });

    const [mail, ...others] = await deliver();
    expect(others).toEqual([]);
    expect(mail?.to.sort()).toEqual([SUPERVISOR_EMAIL, a.emails.Nursing].sort());
    expect(mail?.raw).toMatch(/Subject: Cleaning report: room 12B, Clean, Incomplete \(03\/10\/2026\)/);
    const html = htmlOf(mail as Received);
    for (const fact of [
      '12B',
      'Resident Room',
      'Incomplete',
      `${report.staffMember?.firstName} ${report.staffMember?.lastName}`,
      // Site North is in America/Toronto: 15:30 UTC is 11:30 local (EDT from March 8, 2026).
      '03/10/2026 11:30:00',
      '03/10/2026 11:17:30',
      '12.50',
      'Daughter asked for fresh towels',
      'Tap is dripping',
      'Please follow up on the tap',
      'Skipped',
      'Done',
      '1 photo attached.',
      'background:#123456',
    ]) {
      expect(html, fact).toContain(fact);
    }
    expect(html).toContain(clean.operations[0]?.item);
    // Free text is escaped, never markup.
    expect(html).toContain('Spill under the &lt;b&gt;sink&lt;/b&gt; &amp; a broken tile');
    expect(html).not.toContain('<b>sink</b>');
    expect(textOf(mail as Received)).toContain('Spill under the <b>sink</b> & a broken tile');

    const attachments = attachmentsOf(mail as Received);
    expect(attachments).toHaveLength(1);
    expect(attachments[0]?.headers).toMatch(/filename="?room-12B-photo-1\.jpg"?/);
    expect(attachments[0]?.headers).toMatch(/content-type: image\/jpeg/i);
    const stored = await buffer(t.ctx.files.read(a.tenantId, kept));
    expect(attachments[0]?.body.equals(stored)).toBe(true);

    // Resident data leaving by mail is in the audit trail: who sent which report to whom.
    const trail = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx
        .select()
        .from(events)
        .where(and(eq(events.subjectId, report.id), eq(events.type, 'report.emailed'))),
    );
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      actorId: a.staffIds.Housekeeper,
      data: { roomId, kind: 'report', recipients: [SUPERVISOR_EMAIL, a.emails.Nursing], attachments: 1 },
    });
  });

  it('sends only to the organization’s supervisors and active staff, naming each refused address', async () => {
    const report = await saveReport();
    const res = await post(
      'emailreport',
      {
        id: report.id,
        facilityId: a.siteIds[0],
        recipients: [a.emails.Nursing, 'someone@elsewhere.example', SUPERVISOR_EMAIL.toUpperCase()],
      },
      tok.housekeeper,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'report.recipient_not_allowed',
      errors: [{ field: 'recipients.1', code: 'report.recipient_not_allowed' }],
    });
    expect(res.json().errors).toHaveLength(1);

    // Archived staff no longer receive reports.
    const archived = await t.app.inject({
      method: 'POST',
      url: '/api/staff/archive',
      headers: bearer(tok.manager),
      payload: { id: a.staffIds.LeadHousekeeper, archived: true },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const toArchived = await post(
      'emailreport',
      { id: report.id, facilityId: a.siteIds[0], recipients: [a.emails.LeadHousekeeper] },
      tok.housekeeper,
    );
    expect(toArchived.statusCode).toBe(400);

    const invalid = await post('emailreport', { id: report.id, facilityId: a.siteIds[0], recipients: ['not-an-email'] }, tok.housekeeper);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].field).toBe('recipients.0');
    const none = await post('emailreport', { id: report.id, facilityId: a.siteIds[0], recipients: [] }, tok.housekeeper);
    expect(none.statusCode).toBe(400);

    // Case and repeats do not send twice.
    const ok = await post(
      'emailreport',
      { id: report.id, facilityId: a.siteIds[0], recipients: [SUPERVISOR_EMAIL.toUpperCase(), SUPERVISOR_EMAIL] },
      tok.housekeeper,
    );
    expect(ok.json().recipients).toHaveLength(1);
    expect(await deliver()).toHaveLength(1);
    const outbox = await withPlatform(t.database.db, (tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.tenantId, a.tenantId)));
    expect(outbox.some((m) => m.to.includes('someone@elsewhere.example'))).toBe(false);
  });

  it('answers 404 for an unknown report or another site’s', async () => {
    const unknown = await post(
      'emailreport',
      { id: crypto.randomUUID(), facilityId: a.siteIds[0], recipients: [SUPERVISOR_EMAIL] },
      tok.housekeeper,
    );
    expect(unknown.statusCode).toBe(404);
    const report = await saveReport();
    const otherSite = await post(
      'emailreport',
      { id: report.id, facilityId: a.siteIds[1], recipients: [SUPERVISOR_EMAIL] },
      tok.housekeeper,
    );
    expect(otherSite.statusCode).toBe(404);
  });
});
