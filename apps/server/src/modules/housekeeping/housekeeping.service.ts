import type { THousekeepingConfig } from '@carehome/contracts';
import { prunedTranslations, validateHousekeepingConfig } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { withTenant } from '../../platform/db/database.ts';
import { siteExists } from '../../platform/db/site-rows.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { type ConfigDocument, countLiveFiles, countRoomsOfType, findConfig, updateConfig } from './config.repository.ts';
import { configOrStarter } from './starter-config.ts';

function toConfig(facilityId: string, version: number, document: ConfigDocument): THousekeepingConfig {
  return { facilityId, version, ...document };
}

/** The site's configuration; a site created before configurations existed gets the starter one. */
export async function getHousekeepingConfig(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<THousekeepingConfig> {
  return withVisibleSite(ctx, auth, facilityId, async (tx) => {
    if (!(await siteExists(tx, facilityId))) throw notFound();
    const row = await configOrStarter(tx, auth.tenantId, facilityId, auth.subjectId);
    return toConfig(facilityId, row.version, row.document);
  });
}

function fileNamesOf(config: ConfigDocument): string[] {
  return config.roomTypes.flatMap((t) =>
    t.routines.flatMap((r) => [
      ...r.detailImages.map((d) => d.fileName),
      ...r.operations.flatMap((o) => o.detailImages.map((d) => d.fileName)),
    ]),
  );
}

/**
 * POST /housekeeping/update: the whole configuration, checked by the shared rules, saved only if no
 * one else saved since it was read (its version), and never removing a room type rooms still use.
 */
export async function updateHousekeepingConfig(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  config: THousekeepingConfig,
): Promise<THousekeepingConfig> {
  assertSiteVisible(auth, config.facilityId);
  const problems = validateHousekeepingConfig(config);
  if (problems.length) {
    const first = problems[0] as (typeof problems)[number];
    throw new AppError(
      400,
      first.code as 'validation.invalid',
      problems.map((p) => ({ field: `config.${p.path}`, code: p.code, message: p.message, ...(p.params ? { params: p.params } : {}) })),
    );
  }
  const { facilityId, version, ...edited } = config;
  // Only names the configuration still has keep their translations: a removed name's do not linger.
  const document = { ...edited, translations: prunedTranslations(edited, edited.translations) };
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const current = await findConfig(tx, facilityId);
    if (!current || !(await siteExists(tx, facilityId))) throw notFound();
    const removed = current.document.roomTypes.filter((t) => !document.roomTypes.some((n) => n.id === t.id)).map((t) => t.id);
    const inUse = await countRoomsOfType(tx, facilityId, removed);
    if ([...inUse.values()].some((n) => n > 0)) throw new AppError(409, 'config.room_type_in_use');
    const names = [...new Set(fileNamesOf(document))];
    if (names.length) {
      if ((await countLiveFiles(tx, names)) !== names.length)
        throw new AppError(400, 'validation.invalid', [
          { field: 'config', code: 'validation.invalid', message: 'An image of the configuration was not found.' },
        ]);
    }
    const next = await updateConfig(tx, facilityId, version, document, auth.subjectId);
    if (next === null) throw new AppError(409, 'config.stale');
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId,
      type: 'housekeeping.config_updated',
      subjectType: 'site',
      subjectId: facilityId,
      data: { version: next },
    });
    return toConfig(facilityId, next, document);
  });
}
