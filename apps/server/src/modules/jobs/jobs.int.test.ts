import type { TEditorSchedule, THousekeepingConfig, TJobsResponse } from '@carehome/contracts';
import { addDays, nextRunAfter } from '@carehome/domain';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { runDueFacilitySchedules } from '../staff-schedule/index.ts';
import { runOverdueNotifications } from './overdue-notification.service.ts';

// The dashboard can be made to fail once, as a database hiccup in the middle of a run would.
const failDashboard = vi.hoisted(() => ({ next: false }));
vi.mock('../dashboard/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../dashboard/index.ts')>();
  return {
    ...real,
    getDashboard: (...args: Parameters<typeof real.getDashboard>) => {
      if (!failDashboard.next) return real.getDashboard(...args);
      failDashboard.next = false;
      return Promise.reject(new Error('connection lost'));
    },
  };
});

// Applying a template can be made to fail once, as a database hiccup during a site schedule's run would.
const failApply = vi.hoisted(() => ({ next: false }));
vi.mock('../staff-schedule/templates.service.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../staff-schedule/templates.service.ts')>();
  return {
    ...real,
    applyTemplateIn: (...args: Parameters<typeof real.applyTemplateIn>) => {
      if (!failApply.next) return real.applyTemplateIn(...args);
      failApply.next = false;
      return Promise.reject(new Error('connection lost'));
    },
  };
});

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let admin: string;

const SCHEDULE: TEditorSchedule = { period: 'Daily', every: 1, startDate: '2026-01-01', at: '07:30' };
const jobs = (token: string, facilityId: string) =>
  t.app.inject({ method: 'GET', url: '/api/jobs', query: { facilityId }, headers: bearer(token) });

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Alpha');
  b = await createOrganization(t, 'Beta');
  admin = (await login(t, a.emails.FacilityAdministrator as string)).token.token;
});
afterAll(() => t.close());

describe('GET /jobs', () => {
  it('a site without a notification schedule has no active jobs', async () => {
    const res = await jobs(admin, a.siteIds[0]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ facilityId: a.siteIds[0], timeZone: 'America/Toronto', jobs: [] });
  });

  it('shows the notification job with its next run, then the last run once it ran', async () => {
    const config = (
      await t.app.inject({ method: 'GET', url: '/api/housekeeping/config', query: { facilityId: a.siteIds[0] }, headers: bearer(admin) })
    ).json() as THousekeepingConfig;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/housekeeping/update',
      headers: bearer(admin),
      payload: {
        config: { ...config, settings: { ...config.settings, notificationSchedule: SCHEDULE, notifyEmails: ['boss@outside.example'] } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const next = nextRunAfter(SCHEDULE, 'America/Toronto', new Date()) as Date;
    const before = (await jobs(admin, a.siteIds[0])).json() as TJobsResponse;
    // Seven staff of site 0 (every staff role) plus the configured address.
    expect(before.jobs).toEqual([{ kind: 'overdueRoomsNotification', nextRunAt: next.toISOString(), lastRun: null, recipientCount: 8 }]);

    // The run at `next`: the site has no rooms, so nothing is overdue and nothing is sent.
    expect(await runOverdueNotifications(t.ctx, new Date(next.getTime() + 5_000))).toBe(1);
    const after = (await jobs(admin, a.siteIds[0])).json() as TJobsResponse;
    expect(after.jobs[0]?.lastRun).toMatchObject({
      runAt: next.toISOString(),
      result: 'nothingOverdue',
      recipients: 0,
      overdueRooms: 0,
      error: null,
    });
  });

  it('a run that fails shows the reason, and the next tick does it again', async () => {
    const next = nextRunAfter(SCHEDULE, 'America/Toronto', new Date(Date.now() + 86_400_000)) as Date;
    failDashboard.next = true;
    expect(await runOverdueNotifications(t.ctx, new Date(next.getTime() + 1_000))).toBe(0);
    const failed = (await jobs(admin, a.siteIds[0])).json() as TJobsResponse;
    expect(failed.jobs[0]?.lastRun).toMatchObject({ runAt: next.toISOString(), result: 'failed', error: 'connection lost' });

    expect(await runOverdueNotifications(t.ctx, new Date(next.getTime() + 61_000))).toBe(1);
    const retried = (await jobs(admin, a.siteIds[0])).json() as TJobsResponse;
    expect(retried.jobs[0]?.lastRun).toMatchObject({ runAt: next.toISOString(), result: 'nothingOverdue', error: null });
  });

  it('lists each active site schedule with its next run, then its last run: assignments made, or why it failed', async () => {
    const site = a.siteIds[0];
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(admin), payload });
    const config = (
      await t.app.inject({ method: 'GET', url: '/api/housekeeping/config', query: { facilityId: site }, headers: bearer(admin) })
    ).json() as THousekeepingConfig;
    const rooms = await post('/api/facility/rooms', {
      facilityId: site,
      areas: [],
      rooms: [{ areaId: null, roomNumber: '101', roomTypeId: config.roomTypes[0]?.id }],
    });
    expect(rooms.statusCode, rooms.body).toBe(200);
    const templates = await post('/api/facility/assignmentTemplates', {
      facilityId: site,
      templates: [{ description: 'Rota', assignments: [{ staffMemberId: a.staffIds.Housekeeper, roomNumbers: ['101'] }] }],
    });
    expect(templates.statusCode, templates.body).toBe(200);
    const ids = Object.fromEntries((templates.json().templates as { id: string; description: string }[]).map((x) => [x.description, x.id]));

    const today = DateTime.now().setZone('America/Toronto').toISODate() as string;
    const weekly: TEditorSchedule = { period: 'Weekly', every: 1, startDate: addDays(today, 7), weekDays: [1], at: '05:00' };
    const daily: TEditorSchedule = { period: 'Daily', every: 1, startDate: today, at: '05:00' };
    for (const [description, templateId, period, schedule, active] of [
      ['Weekly rota', ids.Rota, 'week', weekly, true],
      ['Daily rota', ids.Rota, 'day', daily, true],
      ['Paused rota', ids.Rota, 'day', daily, false],
    ] as const) {
      const saved = await post('/api/facilitySchedule/update', {
        facilityId: site,
        schedule: { description, templateId, period, schedule, active },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const byName = Object.fromEntries(
      ((await post('/api/facilitySchedule', { facilityId: site })).json().schedules as { id: string; description: string }[]).map((x) => [
        x.description,
        x.id,
      ]),
    );

    const siteJobs = async () => ((await jobs(admin, site)).json() as TJobsResponse).jobs.filter((j) => j.kind === 'siteSchedule');
    const dailyNext = nextRunAfter(daily, 'America/Toronto', new Date()) as Date;
    // The paused one is not a job; the notification job stays first.
    expect(((await jobs(admin, site)).json() as TJobsResponse).jobs[0]?.kind).toBe('overdueRoomsNotification');
    expect(await siteJobs()).toEqual([
      { kind: 'siteSchedule', id: byName['Daily rota'], description: 'Daily rota', nextRunAt: dailyNext.toISOString(), lastRun: null },
      {
        kind: 'siteSchedule',
        id: byName['Weekly rota'],
        description: 'Weekly rota',
        nextRunAt: (nextRunAfter(weekly, 'America/Toronto', new Date()) as Date).toISOString(),
        lastRun: null,
      },
    ]);

    // Run now: the week's rota is made (one assignment), its result shows on the job.
    const now = await post('/api/facilitySchedule/addTransaction', { facilityId: site, id: byName['Weekly rota'] });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().created).toHaveLength(1);
    // The daily schedule's run meets a database hiccup: it is recorded as failed, with the reason's code.
    failApply.next = true;
    expect(await runDueFacilitySchedules(t.ctx, new Date(dailyNext.getTime() + 60_000))).toBe(0);
    const after = Object.fromEntries((await siteJobs()).map((j) => [j.description, j]));
    expect(after['Weekly rota']?.lastRun).toMatchObject({ result: 'created', created: 1, existing: 0, error: null });
    expect(after['Daily rota']?.lastRun).toMatchObject({ runAt: dailyNext.toISOString(), result: 'failed', error: 'server.temporary' });
  });

  it('is for FacilityAdministrator (and FacilityAssistant, its equal) and above', async () => {
    for (const role of ['LeadHousekeeper', 'Nursing', 'Housekeeper']) {
      const token = (await login(t, a.emails[role] as string)).token.token;
      expect((await jobs(token, a.siteIds[0])).statusCode).toBe(403);
    }
    const assistant = (await login(t, a.emails.FacilityAssistant as string)).token.token;
    expect((await jobs(assistant, a.siteIds[0])).statusCode).toBe(200);
    const multi = (await login(t, a.emails.MultiFacilityAdministrator as string)).token.token;
    expect((await jobs(multi, a.siteIds[1])).statusCode).toBe(200);
  });

  it("another site (for a site's administrator) and another organization's site are not found", async () => {
    expect((await jobs(admin, a.siteIds[1])).statusCode).toBe(404);
    expect((await jobs(admin, b.siteIds[0])).statusCode).toBe(404);
  });

  it('a facility id that is not an id is a 400 naming the field', async () => {
    const res = await jobs(admin, 'not-a-site');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('facilityId');
  });
});
