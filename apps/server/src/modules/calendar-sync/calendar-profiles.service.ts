import type { TCalendarProfileList, TSaveCalendarProfiles } from '@carehome/contracts';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { withTenant } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/errors.ts';
import { fromRequest, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { loadSitePlan } from '../staff-schedule/index.ts';
import { rulesError } from './calendar-import.service.ts';
import { calendarPoolOf } from './calendar-pool.ts';
import { deleteProfilesExcept, insertProfile, listProfiles, renameProfilesAside, updateProfile } from './calendar-sync.repository.ts';

// Import profiles of a site (POST /facility/calendarimportprofiles):
// saved as the whole list, like the site's other lists. A profile id that is not one of the site's makes
// a new profile.

export async function getCalendarProfiles(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<TCalendarProfileList> {
  assertSiteVisible(auth, facilityId);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await loadSitePlan(tx, facilityId);
    return { profiles: await listProfiles(tx, facilityId) };
  });
}

export async function saveCalendarProfiles(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: TSaveCalendarProfiles,
): Promise<TCalendarProfileList> {
  assertSiteVisible(auth, input.facilityId);
  // The patterns are compiled in a calendar worker: compiling a hundred of them can take a second.
  const problems = await calendarPoolOf(ctx).check(input.profiles, 'profiles');
  const names = new Set<string>();
  for (const [i, p] of input.profiles.entries()) {
    const problem = problems[i];
    if (problem) throw rulesError(problem, `profiles.${i}`);
    const key = p.name.toLowerCase();
    if (names.has(key)) throw fieldError(`profiles.${i}.name`, 'calendar.duplicate_profile_name', 409);
    names.add(key);
  }
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await loadSitePlan(tx, input.facilityId);
    await renameProfilesAside(tx, input.facilityId);
    const keep: string[] = [];
    for (const [position, p] of input.profiles.entries()) {
      const values = {
        name: p.name,
        filters: p.filters,
        mapping: p.mapping,
        replacements: p.replacements,
        includeCancelled: p.includeCancelled,
        position,
      };
      if (p.id && !keep.includes(p.id) && (await updateProfile(tx, input.facilityId, p.id, values))) keep.push(p.id);
      else keep.push(await insertProfile(tx, auth.tenantId, input.facilityId, values));
    }
    await deleteProfilesExcept(tx, input.facilityId, keep);
    await recordEvent(tx, {
      ...fromRequest(meta),
      tenantId: auth.tenantId,
      facilityId: input.facilityId,
      type: 'calendar.profiles_saved',
      data: { count: keep.length },
    });
    return { profiles: await listProfiles(tx, input.facilityId) };
  });
}
