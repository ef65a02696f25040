import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import type { THousekeepingConfig, THousekeepingReport, TReportPhoto, TReportSave, TRoutine } from '@carehome/contracts';
import { initialOperations } from '@carehome/domain';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createOrganization,
  createSystemUser,
  createTestContext,
  login,
  type OrgFixture,
  type TestContext,
} from '../../../test/harness.ts';
import { events, mailOutbox } from '../../db/schema/platform.ts';
import { withPlatform, withTenant } from '../../platform/db/database.ts';
import { createLogger } from '../../platform/logging.ts';
import { MailDispatcher } from '../../platform/mail.ts';

interface Part {
  headers: string;
  body: Buffer;
}
interface Received {
  to: string[];
  raw: string;
  parts: Part[];
}

let t: TestContext;
let a: OrgFixture;
let smtp: SMTPServer;
let smtpUrl: string;
let dispatcher: MailDispatcher;
const inbox: Received[] = [];
const tok: Record<'manager' | 'supervisor' | 'housekeeper' | 'orgAdmin' | 'provider', string> = {} as never;
let clean: TRoutine;
let roomId = '';
const SUPERVISOR_EMAIL = 'quality.lead@supervisors.example';

/** The leaf parts of a MIME message (nodemailer's output), with their bodies decoded. */
function mimeParts(raw: string): Part[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1] as string);
  let chunks = [raw];
  for (const b of boundaries) chunks = chunks.flatMap((c) => c.split(`--${b}`));
  return chunks.flatMap((part) => {
    const chunk = part.replace(/^\r?\n/, '');
    const split = chunk.search(/\r?\n\r?\n/);
    if (split < 0) return [];
    const headers = chunk
      .slice(0, split + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    if (!/content-type/i.test(headers) || /multipart\//i.test(headers)) return [];
    const text = chunk.slice(split).trim();
    const body = /transfer-encoding: base64/i.test(headers)
      ? Buffer.from(text.replace(/\s/g, ''), 'base64')
      : /transfer-encoding: quoted-printable/i.test(headers)
        ? Buffer.from(
            text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          )
        : Buffer.from(text, 'latin1');
    return [{ headers, body }];
  });
}

const htmlOf = (m: Received) => m.parts.find((p) => /content-type: text\/html/i.test(p.headers))?.body.toString('utf8') ?? '';
const textOf = (m: Received) => m.parts.find((p) => /content-type: text\/plain/i.test(p.headers))?.body.toString('utf8') ?? '';
const attachmentsOf = (m: Received) => m.parts.filter((p) => /content-disposition: attachment/i.test(p.headers));

const post = (path: string, payload: unknown, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/housekeeping/${path}`, payload: payload as object, headers: bearer(token) });

async function uploadPhoto(token: string, color: string): Promise<string> {
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  const boundary = 'photo-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="Image"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    jpeg,
    Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="Resize"\r\n\r\n600x600\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files/image',
    payload,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().fileName;
}

const photo = (name: string, isDeleted = false): TReportPhoto => ({
  id: crypto.randomUUID(),
  photo: name,
  createdDate: new Date().toISOString(),
  createdBy: 'Housekeeper',
  isDeleted,
});

async function saveReport(overrides: Partial<TReportSave> = {}): Promise<THousekeepingReport> {
  const at = new Date('2026-03-10T15:30:00Z');
  const operations = initialOperations(clean.operations).map((op, i) => ({
    ...op,
    checked: i !== 1,
    skipped: i === 1,
    timeStamp: i === 1 ? null : at.toISOString(),
  }));
  const save: TReportSave = {
    id: crypto.randomUUID(),
    facilityId: a.siteIds[0],
    roomId,
    selectedCleanType: 'Clean',
    status: 'Incomplete',
    startDate: new Date(at.getTime() - 12.5 * 60_000).toISOString(),
    reportDate: at.toISOString(),
    selectedGroupTime: null,
    comment: 'Spill under the <b>sink</b> & a broken tile',
    residentFamilyConcern: 'Daughter asked for fresh towels',
    maintenance: 'Tap is dripping',
    pestControl: null,
    operations,
    photos: [],
    declineSignature: null,
    markingReportId: null,
    authorStaffId: a.staffIds.Housekeeper as string,
    ...overrides,
  };
  const res = await post('submitReport', { report: save }, tok.housekeeper);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function deliver(): Promise<Received[]> {
  inbox.length = 0;
  await dispatcher.runOnce();
  return [...inbox];
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString('latin1');
      });
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, parts: mimeParts(raw) });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  t = await createTestContext({ smtpUrl });
  a = await createOrganization(t, 'Mailers');
  dispatcher = new MailDispatcher(t.database.db, {
    smtpUrl,
    from: 'Care <no-reply@care.example.org>',
    log: createLogger('silent'),
    files: t.ctx.files,
  });
  tok.manager = (await login(t, a.emails.FacilityAdministrator as string)).token.token;
  tok.supervisor = (await login(t, a.emails.FacilityAssistant as string)).token.token;
  tok.housekeeper = (await login(t, a.emails.Housekeeper as string)).token.token;
  tok.orgAdmin = (await login(t, a.emails.MultiFacilityAdministrator as string)).token.token;
  tok.provider = (await login(t, await createSystemUser(t, 'SiteAdministrator'))).token.token;

  const config = (
    await t.app.inject({ method: 'GET', url: '/api/housekeeping/config', headers: bearer(tok.manager) })
  ).json() as THousekeepingConfig;
  const roomType = config.roomTypes[0] as THousekeepingConfig['roomTypes'][number];
  clean = roomType.routines.find((r) => r.cleanType === 'Clean') as TRoutine;
  const layout = await t.app.inject({
    method: 'POST',
    url: '/api/facility/rooms',
    headers: bearer(tok.manager),
    payload: { facilityId: a.siteIds[0], rooms: [{ areaId: null, roomNumber: '12B', roomTypeId: roomType.id }] },
  });
  roomId = layout.json().rooms[0].id;

  // The organization's supervisors (who receive reports) and report colours, set by the provider administrator.
  const tenant = (
    await t.app.inject({ method: 'GET', url: '/api/tenant', query: { id: a.tenantId }, headers: bearer(tok.provider) })
  ).json().tenants[0];
  const updated = await t.app.inject({
    method: 'POST',
    url: '/api/tenant/update',
    headers: bearer(tok.provider),
    payload: {
      tenant: {
        id: a.tenantId,
        name: tenant.name,
        companyLogo: null,
        reportColors: { background: '#FFFFFF', alternateBackground: '#EEF2F7', headerBackground: '#123456', headerText: '#FFFFFF' },
        supervisors: [{ email: SUPERVISOR_EMAIL }],
      },
    },
  });
  expect(updated.statusCode, updated.body).toBe(200);
});
afterAll(async () => {
  await dispatcher.stop();
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(() => {
  inbox.length = 0;
});

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
