import {
  ACKNOWLEDGEMENT_LEVELS,
  BRIEFING_LEVELS,
  type TAcknowledgement,
  type TAcknowledgementList,
  type TBriefing,
  type TBriefingList,
  type TBriefingReport,
  type TChsSystem,
  type TStaffDashboard,
  type ZAcknowledge,
  type ZAcknowledgementInput,
  type ZBriefingCheck,
  type ZSaveBriefing,
  type ZSaveLevelAcknowledgements,
  type ZSaveProviderAcknowledgements,
} from '@carehome/contracts';
import {
  acknowledgementsFor,
  briefingsFor,
  isSiteLevel,
  mayEditAcknowledgementLevel,
  mayEditBriefingLevel,
  numberItems,
  outstandingAcknowledgements,
} from '@carehome/domain';
import { DateTime } from 'luxon';
import type * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withPlatform, withTenant } from '../../platform/db/database.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { fromRequest, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { getStaffSchedule } from '../staff-schedule/staff-schedule.service.ts';
import {
  type AcknowledgementRow,
  type BriefingRow,
  clearOtherDefaults,
  deleteBriefing,
  deleteCheck,
  deleteProviderAcknowledgements,
  deleteTenantAcknowledgements,
  deviceNames,
  findBriefing,
  findSite,
  findStaff,
  insertBriefing,
  insertProviderAcknowledgement,
  insertStaffAcknowledgements,
  insertTenantAcknowledgement,
  listBriefings,
  listChecks,
  listLevelAcknowledgements,
  listProviderAcknowledgements,
  listSitePositions,
  listSiteStaff,
  listStaffAcknowledgements,
  listTenantAcknowledgements,
  updateBriefing,
  updateProviderAcknowledgement,
  updateTenantAcknowledgement,
  upsertCheck,
} from './briefings.repository.ts';

// Daily briefings, acknowledgements and the staff dashboard (issue 14). Who may edit which level and
// which briefings and acknowledgements concern a person are the domain's rules (packages/domain briefings).

type Auth = TenantAuth;
type AckInput = z.infer<typeof ZAcknowledgementInput>;
type TSaveBriefing = z.infer<typeof ZSaveBriefing>;
type TSaveLevelAcknowledgements = z.infer<typeof ZSaveLevelAcknowledgements>;
type TSaveProviderAcknowledgements = z.infer<typeof ZSaveProviderAcknowledgements>;
type TBriefingCheck = z.infer<typeof ZBriefingCheck>;
type TAcknowledge = z.infer<typeof ZAcknowledge>;

/** A site of the organization the caller may see, with its today; another's is 404. */
async function siteOf(tx: Executor, auth: Auth, facilityId: string): Promise<{ id: string; today: string }> {
  assertSiteVisible(auth, facilityId);
  const site = await findSite(tx, facilityId);
  if (!site) throw notFound();
  return { id: site.id, today: DateTime.now().setZone(site.timeZone).toISODate() as string };
}

function event(
  tx: Executor,
  auth: Auth,
  meta: RequestMeta,
  e: { facilityId: string | null; type: string; subjectType: string; subjectId: string | null; data?: Record<string, unknown> },
) {
  return recordEvent(tx, { ...fromRequest(meta), tenantId: auth.tenantId, ...e });
}

function toBriefing(row: BriefingRow, auth: Auth): TBriefing {
  const level = row.level as TBriefing['level'];
  return {
    id: row.id,
    facilityId: row.facilityId,
    name: row.name,
    level,
    isDefault: row.isDefault,
    positions: row.positions,
    items: numberItems(row.items),
    canEdit: mayEditBriefingLevel(auth.role, level),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// ---- Briefings ----

export async function getBriefings(ctx: AppContext, auth: Auth, facilityId: string): Promise<TBriefingList> {
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await siteOf(tx, auth, facilityId);
    return {
      briefings: (await listBriefings(tx, facilityId)).map((r) => toBriefing(r, auth)),
      editableLevels: BRIEFING_LEVELS.filter((l) => mayEditBriefingLevel(auth.role, l)),
      positions: await listSitePositions(tx, facilityId),
    };
  });
}

function assertBriefingLevel(auth: Auth, level: TBriefing['level']): void {
  if (!mayEditBriefingLevel(auth.role, level)) throw fieldError('briefing.level', 'briefing.level_not_allowed', 403);
}

/** A briefing the site sees (its own or the organization's); another site's or organization's is 404. */
async function visibleBriefing(tx: Executor, facilityId: string, id: string): Promise<BriefingRow> {
  const row = await findBriefing(tx, id);
  if (!row || (row.facilityId !== null && row.facilityId !== facilityId)) throw notFound();
  return row;
}

export async function saveBriefing(ctx: AppContext, auth: Auth, meta: RequestMeta, body: TSaveBriefing): Promise<TBriefing> {
  const input = body.briefing;
  assertBriefingLevel(auth, input.level);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await siteOf(tx, auth, body.facilityId);
    const facilityId = isSiteLevel(input.level) ? body.facilityId : null;
    const existing = input.id ? await visibleBriefing(tx, body.facilityId, input.id) : undefined;
    if (existing) assertBriefingLevel(auth, existing.level as TBriefing['level']);
    // Items keep their ids (ticks of today stay with them); new ones get one.
    const known = new Set(existing?.items.map((i) => i.id) ?? []);
    const items = input.items.map((i) => ({
      id: i.id && known.has(i.id) ? i.id : crypto.randomUUID(),
      icon: i.icon,
      message: i.message,
      hyperlink: i.hyperlink,
    }));
    const positions = [...new Map(input.positions.map((p) => [p.toLocaleLowerCase(), p])).values()];
    const values = { facilityId, level: input.level, name: input.name, isDefault: input.isDefault, positions, items };
    let id: string;
    if (existing) {
      id = existing.id;
      await updateBriefing(tx, id, values);
    } else id = await insertBriefing(tx, { ...values, tenantId: auth.tenantId });
    if (input.isDefault) await clearOtherDefaults(tx, id, input.level, facilityId);
    await event(tx, auth, meta, {
      facilityId: body.facilityId,
      type: existing ? 'briefing.updated' : 'briefing.created',
      subjectType: 'briefing',
      subjectId: id,
      data: { level: input.level, items: items.length },
    });
    return toBriefing((await findBriefing(tx, id)) as BriefingRow, auth);
  });
}

export async function removeBriefing(
  ctx: AppContext,
  auth: Auth,
  meta: RequestMeta,
  body: { facilityId: string; id: string },
): Promise<void> {
  await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await siteOf(tx, auth, body.facilityId);
    const existing = await visibleBriefing(tx, body.facilityId, body.id);
    assertBriefingLevel(auth, existing.level as TBriefing['level']);
    await deleteBriefing(tx, existing.id);
    await event(tx, auth, meta, {
      facilityId: body.facilityId,
      type: 'briefing.deleted',
      subjectType: 'briefing',
      subjectId: existing.id,
      data: { level: existing.level },
    });
  });
}

// ---- Acknowledgements ----

function toAcknowledgement(row: AcknowledgementRow, auth: { role: Auth['role'] }): TAcknowledgement {
  return { ...row, canEdit: mayEditAcknowledgementLevel(auth.role, row.level) };
}

async function allAcknowledgements(tx: Executor, facilityId: string): Promise<AcknowledgementRow[]> {
  return [...(await listTenantAcknowledgements(tx, facilityId)), ...(await listProviderAcknowledgements(tx))];
}

export async function getAcknowledgements(ctx: AppContext, auth: Auth, facilityId: string): Promise<TAcknowledgementList> {
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await siteOf(tx, auth, facilityId);
    const rows = await allAcknowledgements(tx, facilityId);
    return {
      acknowledgements: rows.map((r) => toAcknowledgement(r, auth)),
      editableLevels: ACKNOWLEDGEMENT_LEVELS.filter((l) => mayEditAcknowledgementLevel(auth.role, l)),
    };
  });
}

/** Replaces one level's list: entries with an id must be of that list (else 404), missing ones are removed. */
function planListSave(existing: AcknowledgementRow[], inputs: AckInput[]) {
  const byId = new Map(existing.map((r) => [r.id, r]));
  inputs.forEach((a, i) => {
    if (a.id && !byId.has(a.id)) throw fieldError(`acknowledgements.${i}.id`, 'not_found', 404);
  });
  const kept = new Set(inputs.flatMap((a) => (a.id ? [a.id] : [])));
  return {
    removed: existing.filter((r) => !kept.has(r.id)).map((r) => r.id),
    updated: inputs.filter((a) => a.id),
    added: inputs.filter((a) => !a.id),
  };
}

/** /tenant/savefacilityacknowledgements (Site level) and /tenant/saveaorganizationcknowledgements (Organization level). */
export async function saveTenantAcknowledgements(
  ctx: AppContext,
  auth: Auth,
  meta: RequestMeta,
  level: 'Site' | 'Organization',
  body: TSaveLevelAcknowledgements,
): Promise<TAcknowledgementList> {
  if (!mayEditAcknowledgementLevel(auth.role, level)) throw new AppError(403, 'acknowledgement.level_not_allowed');
  const inputs = body.acknowledgements;
  await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await siteOf(tx, auth, body.facilityId);
    const scope = level === 'Site' ? body.facilityId : null;
    const plan = planListSave(await listLevelAcknowledgements(tx, scope), inputs);
    await deleteTenantAcknowledgements(tx, plan.removed);
    for (const a of plan.updated)
      await updateTenantAcknowledgement(tx, a.id as string, { message: a.message, hyperlink: a.hyperlink, date: a.date });
    for (const a of plan.added)
      await insertTenantAcknowledgement(tx, {
        tenantId: auth.tenantId,
        facilityId: scope,
        level,
        message: a.message,
        hyperlink: a.hyperlink,
        date: a.date,
      });
    await event(tx, auth, meta, {
      facilityId: body.facilityId,
      type: 'acknowledgements.saved',
      subjectType: 'acknowledgements',
      subjectId: null,
      data: { level, added: plan.added.length, updated: plan.updated.length, removed: plan.removed.length },
    });
  });
  return getAcknowledgements(ctx, auth, body.facilityId);
}

/** GET /chssystem: the provider's acknowledgements, which every organization sees. */
export async function getChsSystem(ctx: AppContext, auth: { role: Auth['role']; kind: Auth['kind'] }): Promise<TChsSystem> {
  const rows = await withPlatform(ctx.database.db, (tx) => listProviderAcknowledgements(tx));
  return {
    acknowledgements: rows.map((r) => ({ ...r, canEdit: auth.kind === 'system' && mayEditAcknowledgementLevel(auth.role, r.level) })),
  };
}

/** POST /chssystem/updateacknowledgements: system users keep the health authority's and the province's lists. */
export async function saveProviderAcknowledgements(
  ctx: AppContext,
  auth: { role: Auth['role']; kind: Auth['kind']; tenantId: string | null },
  meta: RequestMeta,
  body: TSaveProviderAcknowledgements,
): Promise<TChsSystem> {
  if (auth.kind !== 'system' || !mayEditAcknowledgementLevel(auth.role, body.level))
    throw new AppError(403, 'acknowledgement.level_not_allowed');
  const inputs = body.acknowledgements;
  await withPlatform(ctx.database.db, async (tx) => {
    const plan = planListSave(await listProviderAcknowledgements(tx, body.level), inputs);
    await deleteProviderAcknowledgements(tx, plan.removed);
    for (const a of plan.updated)
      await updateProviderAcknowledgement(tx, a.id as string, { message: a.message, hyperlink: a.hyperlink, date: a.date });
    for (const a of plan.added)
      await insertProviderAcknowledgement(tx, { level: body.level, message: a.message, hyperlink: a.hyperlink, date: a.date });
    await recordEvent(tx, {
      ...fromRequest(meta),
      tenantId: null,
      type: 'acknowledgements.provider_saved',
      subjectType: 'acknowledgements',
      subjectId: null,
      data: { level: body.level, added: plan.added.length, updated: plan.updated.length, removed: plan.removed.length },
    });
  });
  return getChsSystem(ctx, auth);
}

// ---- Staff dashboard ----

async function dashboardIn(tx: Executor, auth: Auth, facilityId: string) {
  const site = await siteOf(tx, auth, facilityId);
  const staff = auth.kind === 'staff' ? await findStaff(tx, auth.subjectId) : undefined;
  const briefings = briefingsFor(await listBriefings(tx, facilityId), { facilityId, position: staff?.position ?? null });
  const checks = staff ? await listChecks(tx, facilityId, site.today, staff.id) : [];
  const acks = staff ? await allAcknowledgements(tx, facilityId) : [];
  const done = new Set((staff ? await listStaffAcknowledgements(tx, [staff.id]) : []).map((a) => a.acknowledgementId));
  return { site, staff, briefings, checks, acks, done };
}

export async function getStaffDashboard(ctx: AppContext, auth: Auth, facilityId: string): Promise<TStaffDashboard> {
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
      level: b.level as TBriefing['level'],
      items: numberItems(b.items).map((i) => ({ ...i, checkedAt: checkedAt.get(`${b.id}|${i.id}`) ?? null })),
    })),
    acknowledgements: outstandingAcknowledgements(d.acks, d.done, facilityId, d.site.today).map(
      ({ id, level, message, hyperlink, date }) => ({
        id,
        level,
        message,
        hyperlink,
        date,
      }),
    ),
    assignments,
  };
}

/** Ticks or unticks an item of today's briefing (spec section 5: only staff members check dashboard items). */
export async function checkBriefingItem(ctx: AppContext, auth: Auth, meta: RequestMeta, body: TBriefingCheck): Promise<TStaffDashboard> {
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
export async function acknowledge(ctx: AppContext, auth: Auth, meta: RequestMeta, body: TAcknowledge): Promise<TStaffDashboard> {
  if (auth.kind !== 'staff') throw new AppError(403, 'acknowledgement.staff_only');
  await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const site = await siteOf(tx, auth, body.facilityId);
    const applicable = new Set(
      acknowledgementsFor(await allAcknowledgements(tx, body.facilityId), body.facilityId, site.today).map((a) => a.id),
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

// ---- Briefing report ----

/** Who acknowledged what and when (and on which tablet), who has not, and how many briefing items each ticked on the day. */
export async function getBriefingReport(
  ctx: AppContext,
  auth: Auth,
  query: { facilityId: string; date: string },
): Promise<TBriefingReport> {
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await siteOf(tx, auth, query.facilityId);
    const acks = acknowledgementsFor(await allAcknowledgements(tx, query.facilityId), query.facilityId, query.date);
    const staff = await listSiteStaff(tx, query.facilityId);
    const given = await listStaffAcknowledgements(
      tx,
      staff.map((s) => s.id),
    );
    const names = await deviceNames(tx, auth.tenantId, [...new Set(given.flatMap((g) => (g.deviceId ? [g.deviceId] : [])))]);
    const briefings = await listBriefings(tx, query.facilityId);
    const checks = await listChecks(tx, query.facilityId, query.date);
    return {
      date: query.date,
      acknowledgements: acks.map(({ id, level, message, hyperlink, date }) => ({ id, level, message, hyperlink, date })),
      rows: staff.map((s) => {
        const mine = briefingsFor(briefings, { facilityId: query.facilityId, position: s.position });
        const items = new Set(mine.flatMap((b) => b.items.map((i) => `${b.id}|${i.id}`)));
        const ticked = checks.filter((c) => c.staffMemberId === s.id && items.has(`${c.briefingId}|${c.itemId}`));
        const last = ticked.reduce<Date | null>((m, c) => (m && m > c.checkedAt ? m : c.checkedAt), null);
        return {
          staffMemberId: s.id,
          name: `${s.firstName} ${s.lastName}`.trim(),
          staffRefId: s.staffRefId || null,
          position: s.position,
          acknowledged: acks.map((a) => {
            const g = given.find((x) => x.staffMemberId === s.id && x.acknowledgementId === a.id);
            return {
              acknowledgementId: a.id,
              at: g ? g.acknowledgedAt.toISOString() : null,
              device: g?.deviceId ? (names.get(g.deviceId) ?? null) : null,
            };
          }),
          itemsChecked: ticked.length,
          itemsTotal: items.size,
          lastCheckAt: last ? last.toISOString() : null,
        };
      }),
    };
  });
}
