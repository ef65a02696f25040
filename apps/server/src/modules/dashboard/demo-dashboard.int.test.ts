import {
  AUDIT_RECLEAN,
  RESIDENT_ARRIVAL_TASK,
  RESIDENT_DEPARTURE_TASK,
  type TDashboardRoom,
  type THousekeepingConfig,
} from '@carehome/contracts';
import { type HistoryEntry, roomStatus } from '@carehome/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, login, type TestContext } from '../../../test/harness.ts';
import { withPlatform, withTenant } from '../../platform/db/database.ts';
import { seedDemoIfEmpty } from '../../seed/demo.ts';

let t: TestContext;
const PASSWORD = 'Demo-Pass-1';

beforeAll(async () => {
  t = await createTestContext();
  await seedDemoIfEmpty(t.database.db, { demoPassword: PASSWORD, pinPepper: t.ctx.secrets.pinPepper });
});
afterAll(() => t.close());

/**
 * The oracle: the engine run on each room's WHOLE history, read straight from the tables, at the
 * instant the server computed its snapshot. The server reads only a window per room (plus the
 * last-clean summary); both must agree on every room.
 */
async function expectedStatuses(facilityId: string, timeZone: string, config: THousekeepingConfig, now: Date) {
  return withPlatform(t.database.db, async (tx) => {
    const tenant = await tx.execute<{ tenant_id: string }>(sql`select tenant_id from sites where id = ${facilityId}`);
    await tx.execute(sql`select set_config('app.tenant_id', ${tenant.rows[0]?.tenant_id}, true)`);
    const rooms = await tx.execute<{
      id: string;
      room_type_id: string | null;
      room_state_id: string | null;
      state_clean_type: string | null;
      state_set_at: string | null;
      created_at: string;
    }>(
      sql`select id, room_type_id, room_state_id, state_clean_type, state_set_at, created_at from rooms where facility_id = ${facilityId} and not is_archived`,
    );
    const recleans = await tx.execute<{ room_id: string; clean_type: string; start_date: string }>(
      sql`select room_id, clean_type, start_date from outstanding_tasks where task_key = ${AUDIT_RECLEAN} and clean_type is not null`,
    );
    const reauditDue = await tx.execute<{ room_id: string }>(sql`select room_id from corrective_actions where status = 'reauditDue'`);
    const moveTasks = await tx.execute<{ room_id: string; task_key: string; clean_type: string; start_date: string }>(
      sql`select room_id, task_key, clean_type, start_date from outstanding_tasks where task_key in (${RESIDENT_ARRIVAL_TASK}, ${RESIDENT_DEPARTURE_TASK}) and clean_type is not null`,
    );
    const reports = await tx.execute<{
      room_id: string;
      id: string;
      clean_type: string;
      status: HistoryEntry['status'];
      start_date: string;
      report_date: string | null;
      priority: number;
      audited: boolean;
      audit_complete: boolean;
      audit_failed: boolean;
    }>(
      sql`select room_id, id, clean_type, status, start_date, report_date, priority, audit_report is not null as audited, (audit_report ->> 'reportDate') is not null as audit_complete,
            exists (select 1 from jsonb_array_elements(operations) o where o ->> 'auditStatus' in ('CleanedFailed', 'NotCleanedFailed')) as audit_failed
          from housekeeping_reports where facility_id = ${facilityId}`,
    );
    const markings = await tx.execute<{ room_id: string; start_date: string; clean_type: string }>(
      sql`select distinct on (room_id) room_id, start_date, clean_type from marking_reports
          where facility_id = ${facilityId} and audited_report_id is null and start_date > ${now.toISOString()}::timestamptz - interval '30 days' order by room_id, start_date desc`,
    );
    const result = new Map<string, ReturnType<typeof roomStatus>>();
    for (const room of rooms.rows) {
      const type = config.roomTypes.find((r) => r.id === room.room_type_id);
      const state = config.roomStates.find((s) => s.id === room.room_state_id);
      const marking = markings.rows.find((m) => m.room_id === room.id);
      const history: HistoryEntry[] = reports.rows
        .filter((r) => r.room_id === room.id)
        .map((r) => ({
          reportId: r.id,
          cleanType: r.clean_type,
          status: r.status,
          startDate: new Date(r.start_date),
          completedAt: r.status === 'Initial' || !r.report_date ? null : new Date(r.report_date),
          priority: r.priority,
          hasAuditReport: r.audited,
          auditComplete: r.audit_complete,
          auditFailed: r.audit_failed,
        }));
      const reclean = recleans.rows.find((x) => x.room_id === room.id);
      result.set(
        room.id,
        roomStatus(
          {
            now,
            timeZone,
            routines: type?.routines ?? [],
            history,
            roomState:
              state && room.state_set_at
                ? {
                    stateName: state.stateName,
                    cleanType: room.state_clean_type,
                    setAt: new Date(room.state_set_at),
                    color: state.color,
                    borderColor: state.borderColor,
                    style: state.style,
                  }
                : null,
            reclean: reclean ? { cleanType: reclean.clean_type, since: new Date(reclean.start_date) } : null,
            reauditDue: reauditDue.rows.some((x) => x.room_id === room.id),
            tasks: moveTasks.rows
              .filter((x) => x.room_id === room.id)
              .map((x) => ({ key: x.task_key, cleanType: x.clean_type, since: new Date(x.start_date) })),
            createdAt: new Date(room.created_at),
            lastMarkingReport: marking ? { startDate: new Date(marking.start_date), cleanType: marking.clean_type } : null,
            todaysPlan: true,
          },
          { showAuditBanners: true },
        ),
      );
    }
    return result;
  });
}

describe('the demo dashboards', () => {
  it.each([
    ['manager@maplewood.example', 'America/Toronto'],
    ['manager.vancouver@maplewood.example', 'America/Vancouver'],
  ])('%s: every room’s status is what the schedule rules say for the site’s local time (%s)', async (email, zone) => {
    const account = await login(t, email, PASSWORD);
    expect(account.facility?.timeZone).toBe(zone);
    const res = await t.app.inject({ method: 'GET', url: '/api/housekeeping', headers: bearer(account) });
    expect(res.statusCode).toBe(200);
    const [config, ...rooms] = res.json() as [THousekeepingConfig, ...TDashboardRoom[]];
    // The snapshot's instant travels in its ETag ("site-event-time36-variant").
    const now = new Date(Number.parseInt(String(res.headers.etag).split('-')[2] as string, 36));
    const expected = await expectedStatuses(account.facility?.id as string, zone, config, now);
    expect(rooms.length).toBeGreaterThan(20);
    for (const room of rooms) {
      const e = expected.get(room.id);
      const got = room.status;
      expect({
        room: room.roomNumber,
        label: got.label,
        needsCleaning: got.needsCleaning,
        dueSoon: got.dueSoon,
        missed: got.missed,
        incomplete: got.incomplete,
        declined: got.declined,
        banner: got.banner?.kind ?? null,
        color: got.color,
      }).toEqual({
        room: room.roomNumber,
        label: e?.label,
        needsCleaning: e?.needsCleaning,
        dueSoon: e?.dueSoon,
        missed: e?.missed,
        incomplete: e?.incomplete,
        declined: e?.declined,
        banner: e?.banner?.kind ?? null,
        color: e?.color,
      });
    }
    // Rooms with a state always need their state clean, whatever the hour.
    expect(rooms.filter((r) => r.roomState).every((r) => r.status.needsCleaning)).toBe(true);
    expect(rooms.some((r) => r.status.banner?.kind === 'state')).toBe(true);
  });

  it("the demo's failed audits are in a proper corrective loop: each open re-clean names what failed", async () => {
    const account = await login(t, 'manager@maplewood.example', PASSWORD);
    const res = await t.app.inject({ method: 'GET', url: '/api/housekeeping', headers: bearer(account) });
    const rooms = (res.json() as [THousekeepingConfig, ...TDashboardRoom[]]).slice(1) as TDashboardRoom[];
    const withReclean = rooms.filter((r) => r.outstandingTasks.some((x) => x.id === AUDIT_RECLEAN));
    expect(withReclean.length).toBeGreaterThan(0);
    for (const room of withReclean) {
      expect(room.correctiveAction?.status, room.roomNumber).toBe('open');
      expect(room.correctiveAction?.failures.length, room.roomNumber).toBeGreaterThan(0);
    }
    for (const room of rooms.filter((r) => r.correctiveAction?.status === 'open')) expect(withReclean.map((r) => r.id)).toContain(room.id);
    const loops = await withTenant(t.database.db, account.tenantId as string, (tx) =>
      tx.execute<{ n: number }>(sql`select count(*)::int as n from corrective_actions where reaudit_result = 'pass'`),
    );
    // Most failed audits of the history were re-cleaned and passed their re-audit.
    expect(loops.rows[0]?.n).toBeGreaterThan(0);
  });
});
