import type { TCopyResult, TFacilitySchedule, TSaveFacilitySchedule } from '@carehome/contracts';
import { dueRun, formatSiteScheduleResult, nextRunAfter, siteToday } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withPlatform, withTenant } from '../../platform/db/database.ts';
import { findSite } from '../../platform/db/site-rows.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { listOrganizationIds } from '../organizations/index.ts';
import {
  claimRun,
  deleteFacilitySchedule,
  type FacilityScheduleRow,
  insertFacilitySchedule,
  listFacilityScheduleRows,
  setLastResult,
  updateFacilitySchedule,
} from './facility-schedules.repository.ts';
import { findTemplate } from './templates.repository.ts';
import { applyTemplateIn } from './templates.service.ts';
import { recordUndo } from './undo.ts';

// Site schedules (a 'facility schedule': id, description; POST /facilitySchedule,
// /facilitySchedule/update, /facilitySchedule/addTransaction): a template applied on the runs of a
// schedule-editor schedule, e.g. 'every Monday at 05:00, the week's rota'. A run applies the template to
// the run's site-local day ('day') or to the rest of that day's week ('week'). The job runner ticks every
// minute; `claimRun` lets one app copy do each run; a run missed while the app was down is done once
// (the most recent, within 6 hours), never a flood. addTransaction applies it by hand now.

export const SITE_SCHEDULES_JOB = 'site-schedules';
const CATCH_UP_MS = 6 * 3_600_000;

export const SYSTEM_META: RequestMeta = {
  ip: null,
  userAgent: null,
  traceId: '',
  deviceId: null,
  sessionId: null,
  actorKind: 'system',
  actorId: null,
};

function view(row: FacilityScheduleRow, timeZone: string, now: Date): TFacilitySchedule {
  let next: Date | null = null;
  try {
    next = row.active ? nextRunAfter(row.schedule, timeZone, now) : null;
  } catch {
    next = null;
  }
  return {
    id: row.id,
    description: row.description,
    templateId: row.templateId,
    period: row.period,
    schedule: row.schedule,
    active: row.active,
    nextRun: next?.toISOString() ?? null,
    lastRun: row.lastRun?.toISOString() ?? null,
    lastResult: row.lastResult,
  };
}

async function siteZone(tx: Executor, facilityId: string): Promise<string> {
  const site = await findSite(tx, facilityId);
  if (!site) throw notFound();
  return site.timeZone;
}

export async function listFacilitySchedules(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<TFacilitySchedule[]> {
  return withVisibleSite(ctx, auth, facilityId, async (tx) => {
    const zone = await siteZone(tx, facilityId);
    const now = new Date();
    return (await listFacilityScheduleRows(tx, facilityId)).map((r) => view(r, zone, now));
  });
}

export async function saveFacilitySchedule(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, input: TSaveFacilitySchedule) {
  return withVisibleSite(ctx, auth, input.facilityId, async (tx) => {
    await siteZone(tx, input.facilityId);
    const { id, deleted, ...fields } = input.schedule;
    if (deleted) {
      if (!id || !(await deleteFacilitySchedule(tx, input.facilityId, id))) throw notFound();
    } else {
      if (!(await findTemplate(tx, input.facilityId, fields.templateId))) throw notFound();
      if (id) {
        if (!(await updateFacilitySchedule(tx, input.facilityId, id, fields))) throw notFound();
      } else {
        await insertFacilitySchedule(tx, { ...fields, tenantId: auth.tenantId, facilityId: input.facilityId });
      }
    }
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId: input.facilityId,
      type: 'schedule.site_schedule_saved',
    });
    return { schedules: await listFacilityScheduleRowsView(tx, input.facilityId) };
  });
}

async function listFacilityScheduleRowsView(tx: Executor, facilityId: string) {
  const zone = await siteZone(tx, facilityId);
  const now = new Date();
  return (await listFacilityScheduleRows(tx, facilityId)).map((r) => view(r, zone, now));
}

const resultText = (r: TCopyResult) => formatSiteScheduleResult({ result: 'created', created: r.created.length, existing: r.skipped });

/** Applies the site schedule's template now, for `date` (default: the site's today). */
export async function runFacilitySchedule(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: { facilityId: string; id: string; date?: string | undefined },
): Promise<TCopyResult> {
  return withVisibleSite(ctx, auth, input.facilityId, async (tx) => {
    const zone = await siteZone(tx, input.facilityId);
    const row = (await listFacilityScheduleRows(tx, input.facilityId)).find((r) => r.id === input.id);
    if (!row) throw notFound();
    const template = await findTemplate(tx, input.facilityId, row.templateId);
    if (!template) throw notFound();
    const date = input.date ?? siteToday(zone);
    const writer = { auth, meta, facilityId: input.facilityId };
    const result = await applyTemplateIn(tx, writer, template, row.period, date);
    await setLastResult(tx, row.id, resultText(result), new Date());
    // A run by hand can be taken back for a while: the assignments it made, and its last-run record.
    const siteSchedule = { id: row.id, lastRun: row.lastRun?.toISOString() ?? null, lastResult: row.lastResult };
    const undo = await recordUndo(tx, writer, 'site_schedule_run', { createdIds: result.created.map((a) => a.id), siteSchedule });
    return { ...result, undo };
  });
}

/** One due run of one site schedule, in its own transaction; false when another app copy did it. */
async function performRun(ctx: AppContext, tenantId: string, row: FacilityScheduleRow, zone: string, runAt: Date): Promise<boolean> {
  const { db } = ctx.database;
  try {
    return await withTenant(db, tenantId, async (tx) => {
      if (!(await claimRun(tx, row.id, runAt))) return false;
      const template = await findTemplate(tx, row.facilityId, row.templateId);
      if (!template) throw notFound();
      const date = siteToday(zone, runAt);
      const result = await applyTemplateIn(
        tx,
        { auth: { tenantId }, meta: SYSTEM_META, facilityId: row.facilityId },
        template,
        row.period,
        date,
      );
      await setLastResult(tx, row.id, resultText(result));
      return true;
    });
  } catch (err) {
    // The run is recorded as failed (with its reason) so that it is not retried every minute.
    const code = err instanceof AppError ? err.code : 'server.temporary';
    if (!(err instanceof AppError)) ctx.log.error({ err, scheduleId: row.id }, 'site schedule run failed');
    await withTenant(db, tenantId, async (tx) => {
      if (await claimRun(tx, row.id, runAt)) await setLastResult(tx, row.id, formatSiteScheduleResult({ result: 'failed', error: code }));
    }).catch(() => undefined);
    return false;
  }
}

/** The tick (every minute; `now` injectable for tests): does the site schedules' due runs. Returns how many. */
export async function runDueFacilitySchedules(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const { db } = ctx.database;
  let done = 0;
  for (const tenantId of await withPlatform(db, (tx) => listOrganizationIds(tx))) {
    const rows = await withTenant(db, tenantId, async (tx) => {
      const list = (await listFacilityScheduleRows(tx, null)).filter((r) => r.active);
      const zones = new Map<string, string>();
      for (const r of list) if (!zones.has(r.facilityId)) zones.set(r.facilityId, (await findSite(tx, r.facilityId))?.timeZone ?? '');
      return list.map((r) => ({ row: r, zone: zones.get(r.facilityId) ?? '' })).filter((r) => r.zone);
    });
    for (const { row, zone } of rows) {
      let runAt: Date | null = null;
      try {
        runAt = dueRun({
          schedule: row.schedule,
          timeZone: zone,
          now,
          lastRunAt: row.lastRun,
          scheduleSavedAt: row.updatedAt,
          catchUpMs: CATCH_UP_MS,
        });
      } catch (err) {
        ctx.log.warn({ err, scheduleId: row.id }, 'site schedule cannot be read');
      }
      if (runAt && (await performRun(ctx, tenantId, row, zone, runAt))) done += 1;
    }
  }
  return done;
}
