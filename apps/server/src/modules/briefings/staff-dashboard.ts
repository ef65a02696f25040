import type { TBriefing, TStaffDashboard, ZAcknowledge, ZBriefingCheck } from '@carehome/contracts';
import { acknowledgementsFor, briefingsFor, numberItems, outstandingAcknowledgements } from '@carehome/domain';
import type * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import type { RequestMeta } from '../../platform/events.ts';
import { getStaffSchedule } from '../staff-schedule/index.ts';
import { insertStaffAcknowledgements, listStaffAcknowledgements } from './acknowledgements.repository.ts';
import { allAcknowledgements, pendingOf, readerOf } from './acknowledgements.ts';
import { event, siteOf } from './briefing-site.ts';
import { deleteCheck, findStaff, listBriefings, listChecks, upsertCheck } from './briefings.repository.ts';

// The staff dashboard: today's briefing items to tick, the acknowledgements still to give, today's assignments.

type TBriefingCheck = z.infer<typeof ZBriefingCheck>;
type TAcknowledge = z.infer<typeof ZAcknowledge>;

async function dashboardIn(tx: Executor, auth: TenantAuth, facilityId: string) {
  const site = await siteOf(tx, auth, facilityId);
  const staff = auth.kind === 'staff' ? await findStaff(tx, auth.subjectId) : undefined;
  const briefings = briefingsFor(await listBriefings(tx, facilityId), { facilityId, position: staff?.position ?? null });
  const checks = staff ? await listChecks(tx, facilityId, site.today, staff.id) : [];
  const acks = staff ? await allAcknowledgements(tx, facilityId) : [];
  const reader = staff ? await readerOf(tx, facilityId, staff) : undefined;
  const done = new Set((staff ? await listStaffAcknowledgements(tx, [staff.id]) : []).map((a) => a.acknowledgementId));
  return { site, staff, briefings, checks, acks, reader, done };
}

export async function getStaffDashboard(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<TStaffDashboard> {
  const d = await withTenant(ctx.database.db, auth.tenantId, (tx) => dashboardIn(tx, auth, facilityId));
  const checkedAt = new Map(d.checks.map((c) => [`${c.briefingId}|${c.itemId}`, c.checkedAt.toISOString()]));
  let assignments: TStaffDashboard['assignments'] = [];
  if (d.staff) {
    const schedule = await getStaffSchedule(ctx, auth, { facilityId, from: d.site.today, to: d.site.today });
    assignments = schedule.assignments
      .filter((a) => a.staffMemberId === d.staff?.id)
      .map((a) => {
        const day = schedule.days.find((x) => x.assignmentId === a.id && x.date === d.site.today);
        return {
          id: a.id,
          description: a.description,
          task: a.task,
          cleanType: a.cleanType,
          rooms: day?.roomIds.length ?? 0,
          roomsDone: day?.doneRoomIds?.length ?? 0,
        };
      })
      .filter((a) => schedule.days.some((x) => x.assignmentId === a.id && x.date === d.site.today));
  }
  return {
    date: d.site.today,
    isStaff: Boolean(d.staff),
    position: d.staff?.position ?? null,
    briefing: d.briefings.map((b) => ({
      briefingId: b.id,
      name: b.name,
      nameTranslations: b.nameTranslations,
      level: b.level as TBriefing['level'],
      items: numberItems(b.items).map((i) => ({ ...i, checkedAt: checkedAt.get(`${b.id}|${i.id}`) ?? null })),
    })),
    acknowledgements: outstandingAcknowledgements(d.acks, d.done, facilityId, d.site.today, d.reader).map(pendingOf),
    assignments,
  };
}

/** Ticks or unticks an item of today's briefing: only staff members check dashboard items. */
export async function checkBriefingItem(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  body: TBriefingCheck,
): Promise<TStaffDashboard> {
  if (auth.kind !== 'staff') throw new AppError(403, 'briefing.staff_only');
  await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const d = await dashboardIn(tx, auth, body.facilityId);
    if (!d.staff) throw new AppError(403, 'briefing.staff_only');
    const briefing = d.briefings.find((b) => b.id === body.briefingId);
    if (!briefing) throw notFound();
    if (!briefing.items.some((i) => i.id === body.itemId)) throw fieldError('itemId', 'briefing.unknown_item', 404);
    const key = { staffMemberId: d.staff.id, briefingId: briefing.id, itemId: body.itemId, date: d.site.today };
    if (body.checked) await upsertCheck(tx, { ...key, tenantId: auth.tenantId, facilityId: body.facilityId, deviceId: meta.deviceId });
    else await deleteCheck(tx, key);
    await event(tx, auth, meta, {
      facilityId: body.facilityId,
      type: body.checked ? 'briefing.item_checked' : 'briefing.item_unchecked',
      subjectType: 'briefing',
      subjectId: briefing.id,
      data: { itemId: body.itemId, date: d.site.today },
    });
  });
  return getStaffDashboard(ctx, auth, body.facilityId);
}

/** POST /tenant/saveacknowledgements: the signed-in staff member acknowledges (the tenant's staffAcknowledgements). */
export async function acknowledge(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, body: TAcknowledge): Promise<TStaffDashboard> {
  if (auth.kind !== 'staff') throw new AppError(403, 'acknowledgement.staff_only');
  await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const site = await siteOf(tx, auth, body.facilityId);
    const staff = await findStaff(tx, auth.subjectId);
    const reader = staff ? await readerOf(tx, body.facilityId, staff) : undefined;
    const applicable = new Set(
      acknowledgementsFor(await allAcknowledgements(tx, body.facilityId), body.facilityId, site.today, reader).map((a) => a.id),
    );
    body.acknowledgementIds.forEach((id, i) => {
      if (!applicable.has(id)) throw fieldError(`acknowledgementIds.${i}`, 'not_found', 404);
    });
    const added = await insertStaffAcknowledgements(
      tx,
      [...new Set(body.acknowledgementIds)].map((acknowledgementId) => ({
        tenantId: auth.tenantId,
        staffMemberId: auth.subjectId,
        acknowledgementId,
        facilityId: body.facilityId,
        deviceId: meta.deviceId,
      })),
    );
    if (added.length)
      await event(tx, auth, meta, {
        facilityId: body.facilityId,
        type: 'acknowledgement.acknowledged',
        subjectType: 'staff_member',
        subjectId: auth.subjectId,
        data: { acknowledgementIds: added },
      });
  });
  return getStaffDashboard(ctx, auth, body.facilityId);
}
