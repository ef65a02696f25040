import type { THousekeepingConfig, THousekeepingReport, TReportPhoto, TReportSave, TRoutine } from '@carehome/contracts';
import { initialOperations } from '@carehome/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { contextWith } from '../../../test/factories.ts';
import { bearer, createSystemUser, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { createLogger } from '../../platform/logging.ts';
import { MailDispatcher } from '../../platform/mail.ts';

// What the report mail tests share: a real SMTP server and its inbox, one organization with its
// supervisors and report colours, a token per role, a room, and the report saves and photos they mail.

export interface Part {
  headers: string;
  body: Buffer;
}
export interface Received {
  to: string[];
  raw: string;
  parts: Part[];
}

export let t: TestContext;
export let a: OrgFixture;
export let smtp: TestSmtp<Received>;
export let smtpUrl: string;
export let dispatcher: MailDispatcher;
export let inbox: Received[] = [];
export const tok: Record<'manager' | 'supervisor' | 'housekeeper' | 'orgAdmin' | 'provider', string> = {} as never;
export let clean: TRoutine;
export let roomId = '';
export const SUPERVISOR_EMAIL = 'quality.lead@supervisors.example';

/** The leaf parts of a MIME message (nodemailer's output), with their bodies decoded. */
export function mimeParts(raw: string): Part[] {
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

export const htmlOf = (m: Received) => m.parts.find((p) => /content-type: text\/html/i.test(p.headers))?.body.toString('utf8') ?? '';
export const textOf = (m: Received) => m.parts.find((p) => /content-type: text\/plain/i.test(p.headers))?.body.toString('utf8') ?? '';
export const attachmentsOf = (m: Received) => m.parts.filter((p) => /content-disposition: attachment/i.test(p.headers));

export const post = (path: string, payload: unknown, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/housekeeping/${path}`, payload: payload as object, headers: bearer(token) });

export async function uploadPhoto(token: string, color: string): Promise<string> {
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

export const photo = (name: string, isDeleted = false): TReportPhoto => ({
  id: crypto.randomUUID(),
  photo: name,
  createdDate: new Date().toISOString(),
  createdBy: 'Housekeeper',
  isDeleted,
});

export async function saveReport(overrides: Partial<TReportSave> = {}): Promise<THousekeepingReport> {
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

export async function deliver(): Promise<Received[]> {
  inbox.length = 0;
  await dispatcher.runOnce();
  return [...inbox];
}

/** Starts the SMTP server and sets up the organization, tokens and room. */
export async function setUpMail(): Promise<void> {
  smtp = await startTestSmtp(0, (to, raw): Received => ({ to, raw, parts: mimeParts(raw) }));
  inbox = smtp.inbox;
  smtpUrl = smtp.url;
  [t, a] = await contextWith(['Mailers'], { smtpUrl });
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
}

/** Stops the dispatcher, the app and the SMTP server. */
export async function tearDownMail(): Promise<void> {
  await dispatcher.stop();
  await t.close();
  await smtp.close();
}

/** Each test starts with an empty inbox. */
export function emptyInbox(): void {
  inbox.length = 0;
}

/** A mail test file's hooks: the set-up before its tests, the tear-down after, an empty inbox before each. */
export function mailTestbed(): void {
  beforeAll(setUpMail);
  afterAll(tearDownMail);
  beforeEach(emptyInbox);
}
