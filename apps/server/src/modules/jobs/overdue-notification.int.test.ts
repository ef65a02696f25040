import type { TEditorSchedule, THousekeepingConfig, TRoutine, TStaffMember } from '@carehome/contracts';
import { nextRunAfter } from '@carehome/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { type ReceivedMail, startTestSmtp } from '../../../test/smtp.ts';
import { housekeepingReports, roomLastCleans } from '../../db/schema/reports.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { type Database, openDatabase, withPlatform, withTenant } from '../../platform/db/database.ts';
import { JobRunner } from '../../platform/jobs.ts';
import { createLogger } from '../../platform/logging.ts';
import { MailDispatcher } from '../../platform/mail.ts';
import { OVERDUE_NOTIFICATION_JOB, runOverdueNotifications } from './overdue-notification.service.ts';

// The overdue notification's promise: it arrives at a real SMTP server, once, with
// two app copies running. Two copies = two app contexts with their own pools, two pg-boss runners and
// two mail dispatchers on one database. The tick's "now" is injected, so nothing waits for a minute.

const HOUR = 3_600_000;
const SCHEDULE: TEditorSchedule = { period: 'Daily', every: 1, startDate: '2026-01-01', at: '08:00' };
const OUTSIDE = 'housekeeping.lead@outside.example';

let t: TestContext;
let a: OrgFixture;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let second: Database;
let copies: { ctx: AppContext; runner: JobRunner; mail: MailDispatcher; ticks: number }[] = [];
let now: Date;
let inbox: ReceivedMail[] = [];

const inject = (method: 'GET' | 'POST', url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });

async function pendingMails(): Promise<number> {
  const res = await withPlatform(t.database.db, (tx) =>
    tx.execute<{ n: number }>(sql`select count(*)::int as n from mail_outbox where status = 'pending'`),
  );
  return res.rows[0]?.n ?? 0;
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  inbox = smtp.inbox;
  const smtpUrl = smtp.url;
  t = await createTestContext({ smtpUrl });
  a = await createOrganization(t, 'Jobs');
  const admin = (await login(t, a.emails.FacilityAdministrator as string)).token.token;
  const site = a.siteIds[0];

  // A room type whose clean is due a day after the last one (its status does not depend on the hour).
  const current = (await inject('GET', `/api/housekeeping/config?facilityId=${site}`, admin)).json() as THousekeepingConfig;
  const starter = current.roomTypes[0] as THousekeepingConfig['roomTypes'][number];
  const routine: TRoutine = {
    ...(starter.routines[0] as TRoutine),
    cleanType: 'Clean',
    priority: 10,
    schedule: { type: 'Relative', afterLastClean: { amount: 1, unit: 'Days' }, window: { amount: 1, unit: 'Days' } },
  };
  const stateCleans = new Set(current.roomStates.map((s) => s.cleanType));
  const onDemand = starter.routines.filter((r) => stateCleans.has(r.cleanType)).map((r) => ({ ...r, schedule: null }));
  const roomType = { ...starter, roomType: 'Test Room', routines: [routine, ...onDemand] };
  const saved = await inject('POST', '/api/housekeeping/update', admin, {
    config: {
      ...current,
      roomTypes: [roomType],
      settings: { ...current.settings, notificationSchedule: SCHEDULE, notifyEmails: [OUTSIDE, a.emails.FacilityAssistant] },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);

  const wing = crypto.randomUUID();
  const layout = await inject('POST', '/api/facility/rooms', admin, {
    facilityId: site,
    areas: [{ id: wing, parentId: null, name: 'East Wing' }],
    rooms: ['A1', 'A2'].map((roomNumber) => ({ areaId: wing, roomNumber, roomTypeId: roomType.id })),
  });
  expect(layout.statusCode, layout.body).toBe(200);
  const roomId = Object.fromEntries((layout.json().rooms as { id: string; roomNumber: string }[]).map((r) => [r.roomNumber, r.id]));
  // A1 was last cleaned 36 hours ago: its next clean is past due. A2 was cleaned an hour ago.
  await withTenant(t.database.db, a.tenantId, async (tx) => {
    for (const [room, ago] of [
      ['A1', 36 * HOUR],
      ['A2', HOUR],
    ] as const) {
      const start = new Date(Date.now() - ago);
      const id = crypto.randomUUID();
      const done = new Date(start.getTime() + 600_000);
      await tx.insert(housekeepingReports).values({
        id,
        tenantId: a.tenantId,
        facilityId: site,
        roomId: roomId[room] as string,
        roomNumber: room,
        roomType: 'Test Room',
        roomTypeId: roomType.id,
        routineId: routine.id,
        cleanType: 'Clean',
        priority: 10,
        status: 'Complete',
        startDate: start,
        reportDate: done,
        staffFirstName: 'Sam',
        staffLastName: 'Cleaner',
      });
      await tx
        .insert(roomLastCleans)
        .values({ tenantId: a.tenantId, roomId: roomId[room] as string, priority: 10, completedAt: done, reportId: id });
    }
  });

  // Languages come from sign-ins: the nurse signs in with the app in French, the housekeeper by PIN on
  // a tablet showing Spanish.
  await login(t, a.emails.Nursing as string, undefined, { 'accept-language': 'fr' });
  const pin = await t.app.inject({
    method: 'POST',
    url: '/api/auth/stafflogin',
    payload: { pincode: a.pins.Housekeeper },
    headers: { 'x-device-token': a.deviceToken, 'accept-language': 'es' },
  });
  expect(pin.statusCode, pin.body).toBe(200);

  // The facility assistant turns email notifications off in the staff form (POST /staff).
  const list = (await inject('GET', `/api/staff?facilityId=${site}`, admin)).json().staffMembers as TStaffMember[];
  const assistant = list.find((s) => s.email === a.emails.FacilityAssistant) as TStaffMember;
  const { hasPin, hasPassword, isArchived, createdAt, updatedAt, ...input } = assistant;
  const off = await inject('POST', '/api/staff', admin, { staffMember: { ...input, emailNotifications: false } });
  expect(off.statusCode, off.body).toBe(200);
  expect(off.json().emailNotifications).toBe(false);

  // The first run after the configuration was saved, 30 seconds into its minute.
  now = new Date((nextRunAfter(SCHEDULE, 'America/Toronto', new Date()) as Date).getTime() + 30_000);

  // Two app copies on the same database.
  second = openDatabase(t.database.pool.options.connectionString as string, 3);
  const log = createLogger('silent');
  for (const database of [t.database, second]) {
    const ctx: AppContext = { ...t.ctx, database };
    const copy = {
      ctx,
      mail: new MailDispatcher(database.db, { smtpUrl, from: 'Care <no-reply@care.example.org>', log }),
      ticks: 0,
      runner: undefined as unknown as JobRunner,
    };
    copy.runner = new JobRunner(
      t.ownerUrl,
      [
        {
          name: OVERDUE_NOTIFICATION_JOB,
          cron: '* * * * *',
          run: async () => {
            await runOverdueNotifications(ctx, now);
            copy.ticks += 1;
          },
        },
      ],
      log,
      { pollingIntervalSeconds: 0.5 },
    );
    copies.push(copy);
  }
  // Both start at once, as two copies deployed together: pg-boss installs its schema once.
  await Promise.all(copies.map((c) => c.runner.start()));
}, 60_000);

afterAll(async () => {
  for (const c of copies) {
    await c.runner.stop();
    await c.mail.stop();
  }
  copies = [];
  await second?.close();
  await t?.close();
  await smtp?.close();
});

describe('overdue-rooms notification with two app copies', () => {
  it('is mailed once per recipient, in their language, and not to staff who turned it off', async () => {
    // Both copies tick for the same run through pg-boss, and twice more directly, all at once.
    await Promise.all(copies.map((c) => c.runner.runNow(OVERDUE_NOTIFICATION_JOB)));
    const direct = await Promise.all([...copies, ...copies].map((c) => runOverdueNotifications(c.ctx, now)));
    await vi.waitFor(() => expect(copies.every((c) => c.ticks >= 1)).toBe(true), { timeout: 30_000, interval: 100 });
    const ranByQueue = copies.reduce((n, c) => n + c.ticks, 0);
    expect(ranByQueue).toBeGreaterThanOrEqual(2);
    expect(direct.reduce((n, d) => n + d, 0)).toBeLessThanOrEqual(1);

    // Both dispatchers deliver the outbox together.
    while ((await pendingMails()) > 0) await Promise.all(copies.map((c) => c.mail.runOnce()));

    const runs = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute<{ result: string; recipients: number; overdue_rooms: number }>(
        sql`select result, recipients, overdue_rooms from notification_runs where facility_id = ${a.siteIds[0]}`,
      ),
    );
    expect(runs.rows).toHaveLength(1);

    const to = inbox.flatMap((m) => m.to).sort();
    const expected = [
      OUTSIDE,
      ...['MultiFacilityAdministrator', 'FacilityAdministrator', 'LeadHousekeeper', 'Nursing', 'Housekeeper', 'TabletRegistration'].map(
        (k) => a.emails[k] as string,
      ),
    ].sort();
    expect(to).toEqual(expected);
    expect(runs.rows[0]).toEqual({ result: 'sent', recipients: expected.length, overdue_rooms: 1 });
    expect(to).not.toContain(a.emails.FacilityAssistant);
    expect(to).not.toContain(a.emails['Housekeeper@1']);

    const mailTo = (email: string) => inbox.find((m) => m.to.includes(email))?.raw ?? '';
    expect(mailTo(a.emails.Nursing as string)).toContain('Ces chambres de Jobs North sont en retard');
    expect(mailTo(a.emails.Housekeeper as string)).toContain('Estas habitaciones de Jobs North están atrasadas');
    expect(mailTo(OUTSIDE)).toContain('These rooms of Jobs North are overdue');
    for (const m of inbox) {
      expect(m.raw).toContain('A1');
      expect(m.raw).toContain('East Wing');
      expect(m.raw).not.toMatch(/\bA2\b/);
    }
  });

  it('a later tick for the same run sends nothing more', async () => {
    const before = inbox.length;
    expect(await runOverdueNotifications(copies[1]?.ctx as AppContext, new Date(now.getTime() + 20_000))).toBe(0);
    while ((await pendingMails()) > 0) await Promise.all(copies.map((c) => c.mail.runOnce()));
    expect(inbox).toHaveLength(before);
  });
});
