// Mailing an audit, and the mail dispatcher's attachments, over real SMTP (cleaning.email.fixture.ts).

import { buffer } from 'node:stream/consumers';
import { initialOperations } from '@carehome/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/harness.ts';
import { mailOutbox } from '../../db/schema/platform.ts';
import { withPlatform } from '../../platform/db/database.ts';
import { createLogger } from '../../platform/logging.ts';
import { MailDispatcher } from '../../platform/mail.ts';
import {
  a,
  attachmentsOf,
  clean,
  deliver,
  htmlOf,
  inbox,
  mailTestbed,
  photo,
  post,
  type Received,
  SUPERVISOR_EMAIL,
  saveReport,
  smtpUrl,
  t,
  tok,
  uploadPhoto,
} from './cleaning.email.fixture.ts';

mailTestbed();

describe('POST /housekeeping/emailauditreport', () => {
  it('mails the audit with its methods and results, for supervisors and above only', async () => {
    const auditorPhoto = await uploadPhoto(tok.supervisor, '#22AA44');
    const report = await saveReport({
      status: 'Complete',
      operations: initialOperations(clean.operations).map((o) => ({ ...o, checked: true })),
    });
    const notYet = await post(
      'emailauditreport',
      { id: report.id, facilityId: a.siteIds[0], recipients: [SUPERVISOR_EMAIL] },
      tok.supervisor,
    );
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ code: 'report.not_audited', message: 'This cleaning report has not been audited yet.' });

    const [first, second] = report.operations;
    const audited = await post(
      'submitReport',
      {
        audit: {
          reportId: report.id,
          facilityId: a.siteIds[0],
          startDate: new Date().toISOString(),
          comment: 'Dust on the <i>vent</i>',
          photos: [photo(auditorPhoto)],
          directObservationMethod: true,
          fluorescentGelMethod: false,
          atpSystemMethod: false,
          swabCulturesMethod: true,
          agarSlideCulturesMethod: false,
          operations: [
            { id: first?.id, auditStatus: 'NotCleanedFailed' },
            { id: second?.id, auditStatus: 'NotObserved' },
          ],
          authorStaffId: a.staffIds.FacilityAssistant,
        },
      },
      tok.supervisor,
    );
    expect(audited.statusCode, audited.body).toBe(200);

    expect(
      (await post('emailauditreport', { id: report.id, facilityId: a.siteIds[0], recipients: [SUPERVISOR_EMAIL] }, tok.housekeeper))
        .statusCode,
    ).toBe(403);
    const res = await post('emailauditreport', { id: report.id, facilityId: a.siteIds[0], recipients: [SUPERVISOR_EMAIL] }, tok.supervisor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().attachments).toBe(1);
    const [mail] = await deliver();
    expect(mail?.raw).toMatch(/Subject: Audit report: room 12B, Clean, Complete/);
    const html = htmlOf(mail as Received);
    for (const fact of [
      'Direct observation, Swab cultures',
      'Not Cleaned Fail',
      'Not observed',
      'Cleaned Pass',
      'Not complete',
      'Auditor comments',
    ]) {
      expect(html, fact).toContain(fact);
    }
    expect(html).toContain('Dust on the &lt;i&gt;vent&lt;/i&gt;');
    expect(html).toContain(`FacilityAssistant`);
    const [attachment] = attachmentsOf(mail as Received);
    expect(attachment?.body.equals(await buffer(t.ctx.files.read(a.tenantId, auditorPhoto)))).toBe(true);
  });
});

describe('the mail dispatcher and attachments', () => {
  it('keeps a mail with attachments pending when it has no file store, and sends it once it has', async () => {
    const name = await uploadPhoto(tok.housekeeper, '#000000');
    const report = await saveReport({ photos: [photo(name)] });
    await post('emailreport', { id: report.id, facilityId: a.siteIds[0], recipients: [SUPERVISOR_EMAIL] }, tok.housekeeper);
    const withoutFiles = new MailDispatcher(t.database.db, {
      smtpUrl,
      from: 'Care <no-reply@care.example.org>',
      log: createLogger('silent'),
    });
    await withoutFiles.runOnce();
    await withoutFiles.stop();
    expect(inbox).toEqual([]);
    const [queued] = await withPlatform(t.database.db, (tx) =>
      tx.select().from(mailOutbox).where(sql`${mailOutbox.tenantId} = ${a.tenantId} and ${mailOutbox.status} = 'pending'`),
    );
    expect(queued).toMatchObject({ attempts: 1, lastError: expect.stringContaining('file store') });
    expect(queued?.attachments).toEqual([{ fileName: name, filename: 'room-12B-photo-1.jpg' }]);

    await withPlatform(t.database.db, (tx) =>
      tx
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date() })
        .where(eq(mailOutbox.id, queued?.id as string)),
    );
    // The photo is deleted meanwhile: the mail goes without it rather than never.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/files/${name}`, headers: bearer(tok.manager) })).statusCode).toBe(200);
    const [mail] = await deliver();
    expect(mail).toBeDefined();
    expect(attachmentsOf(mail as Received)).toEqual([]);
  });
});
