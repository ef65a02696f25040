import {
  ACKNOWLEDGEMENT_LEVELS,
  type TAcknowledgement,
  type TAcknowledgementList,
  type TChsSystem,
  type TPendingAcknowledgement,
  type ZAcknowledgementInput,
  type ZSaveLevelAcknowledgements,
  type ZSaveProviderAcknowledgements,
} from '@carehome/contracts';
import { type AcknowledgementReader, mayEditAcknowledgementLevel } from '@carehome/domain';
import type * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withPlatform, withTenant } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { fromRequest, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { listAreas } from '../sites/index.ts';
import {
  type AcknowledgementRow,
  type AcknowledgementValues,
  deleteProviderAcknowledgements,
  deleteTenantAcknowledgements,
  insertProviderAcknowledgement,
  insertTenantAcknowledgement,
  listLevelAcknowledgements,
  listProviderAcknowledgements,
  listTenantAcknowledgements,
  updateProviderAcknowledgement,
  updateTenantAcknowledgement,
} from './acknowledgements.repository.ts';
import { event, siteOf } from './briefing-site.ts';

// Acknowledgements: the organization's and its sites' lists, and the provider's lists every organization sees.

type AckInput = z.infer<typeof ZAcknowledgementInput>;
type TSaveLevelAcknowledgements = z.infer<typeof ZSaveLevelAcknowledgements>;
type TSaveProviderAcknowledgements = z.infer<typeof ZSaveProviderAcknowledgements>;

/** What is stored of an entry: its text as written, its language and its translations, link and day. */
const valuesOf = (a: AckInput): AcknowledgementValues => ({
  message: a.message,
  language: a.language,
  translations: a.translations,
  hyperlink: a.hyperlink,
  date: a.date,
});

function toAcknowledgement(row: AcknowledgementRow, auth: { role: TenantAuth['role'] }): TAcknowledgement {
  return { ...row, canEdit: mayEditAcknowledgementLevel(auth.role, row.level) };
}

/** An acknowledgement as staff are asked for it: its text with its translations, which each reader's screen picks from. */
export const pendingOf = ({ id, level, message, translations, hyperlink, date }: AcknowledgementRow): TPendingAcknowledgement => ({
  id,
  level,
  message,
  translations,
  hyperlink,
  date,
});

/** Who reads, for the area notices: the area a staff member is restricted to, and the site's areas. */
export async function readerOf(tx: Executor, facilityId: string, staff: { restrictedArea: string | null }): Promise<AcknowledgementReader> {
  const areas = staff.restrictedArea ? await listAreas(tx, facilityId) : [];
  return { restrictedAreaId: staff.restrictedArea, areas: new Map(areas.map((a) => [a.id, a])) };
}

/** The acknowledgements a site sees: its own, its organization's and the provider's. */
export async function allAcknowledgements(tx: Executor, facilityId: string): Promise<AcknowledgementRow[]> {
  return [...(await listTenantAcknowledgements(tx, facilityId)), ...(await listProviderAcknowledgements(tx))];
}

export async function getAcknowledgements(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<TAcknowledgementList> {
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
  auth: TenantAuth,
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
    for (const a of plan.updated) await updateTenantAcknowledgement(tx, a.id as string, valuesOf(a));
    for (const a of plan.added)
      await insertTenantAcknowledgement(tx, { tenantId: auth.tenantId, facilityId: scope, level, ...valuesOf(a) });
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
export async function getChsSystem(ctx: AppContext, auth: { role: TenantAuth['role']; kind: TenantAuth['kind'] }): Promise<TChsSystem> {
  const rows = await withPlatform(ctx.database.db, (tx) => listProviderAcknowledgements(tx));
  return {
    acknowledgements: rows.map((r) => ({ ...r, canEdit: auth.kind === 'system' && mayEditAcknowledgementLevel(auth.role, r.level) })),
  };
}

/** POST /chssystem/updateacknowledgements: system users keep the health authority's and the province's lists. */
export async function saveProviderAcknowledgements(
  ctx: AppContext,
  auth: { role: TenantAuth['role']; kind: TenantAuth['kind']; tenantId: string | null },
  meta: RequestMeta,
  body: TSaveProviderAcknowledgements,
): Promise<TChsSystem> {
  if (auth.kind !== 'system' || !mayEditAcknowledgementLevel(auth.role, body.level))
    throw new AppError(403, 'acknowledgement.level_not_allowed');
  const inputs = body.acknowledgements;
  await withPlatform(ctx.database.db, async (tx) => {
    const plan = planListSave(await listProviderAcknowledgements(tx, body.level), inputs);
    await deleteProviderAcknowledgements(tx, plan.removed);
    for (const a of plan.updated) await updateProviderAcknowledgement(tx, a.id as string, valuesOf(a));
    for (const a of plan.added) await insertProviderAcknowledgement(tx, { level: body.level, ...valuesOf(a) });
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
