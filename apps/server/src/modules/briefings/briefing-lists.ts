import { BRIEFING_LEVELS, type TBriefing, type TBriefingList, type ZSaveBriefing } from '@carehome/contracts';
import { isSiteLevel, mayEditBriefingLevel, numberItems } from '@carehome/domain';
import type * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import type { RequestMeta } from '../../platform/events.ts';
import { event, siteOf } from './briefing-site.ts';
import {
  type BriefingRow,
  clearOtherDefaults,
  deleteBriefing,
  findBriefing,
  insertBriefing,
  listBriefings,
  listSitePositions,
  updateBriefing,
} from './briefings.repository.ts';

// The briefings a site's administrators keep (the site's own and the organization's): list, save, delete.

type TSaveBriefing = z.infer<typeof ZSaveBriefing>;

function toBriefing(row: BriefingRow, auth: TenantAuth): TBriefing {
  const level = row.level as TBriefing['level'];
  return {
    id: row.id,
    facilityId: row.facilityId,
    name: row.name,
    nameTranslations: row.nameTranslations,
    level,
    language: row.language,
    isDefault: row.isDefault,
    positions: row.positions,
    items: numberItems(row.items),
    canEdit: mayEditBriefingLevel(auth.role, level),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getBriefings(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<TBriefingList> {
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await siteOf(tx, auth, facilityId);
    return {
      briefings: (await listBriefings(tx, facilityId)).map((r) => toBriefing(r, auth)),
      editableLevels: BRIEFING_LEVELS.filter((l) => mayEditBriefingLevel(auth.role, l)),
      positions: await listSitePositions(tx, facilityId),
    };
  });
}

function assertBriefingLevel(auth: TenantAuth, level: TBriefing['level']): void {
  if (!mayEditBriefingLevel(auth.role, level)) throw fieldError('briefing.level', 'briefing.level_not_allowed', 403);
}

/** A briefing the site sees (its own or the organization's); another site's or organization's is 404. */
async function visibleBriefing(tx: Executor, facilityId: string, id: string): Promise<BriefingRow> {
  const row = await findBriefing(tx, id);
  if (!row || (row.facilityId !== null && row.facilityId !== facilityId)) throw notFound();
  return row;
}

export async function saveBriefing(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, body: TSaveBriefing): Promise<TBriefing> {
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
      translations: i.translations,
      hyperlink: i.hyperlink,
    }));
    const positions = [...new Map(input.positions.map((p) => [p.toLocaleLowerCase(), p])).values()];
    const values = {
      facilityId,
      level: input.level,
      name: input.name,
      nameTranslations: input.nameTranslations,
      language: input.language,
      isDefault: input.isDefault,
      positions,
      items,
    };
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
  auth: TenantAuth,
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
