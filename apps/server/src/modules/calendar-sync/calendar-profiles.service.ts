import type { TCalendarProfileList, TSaveCalendarProfiles } from '@carehome/contracts';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { withTenant } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { saveWholeList, type WholeListRepository } from '../../platform/whole-list.ts';
import { loadSitePlan } from '../staff-schedule/index.ts';
import { rulesError } from './calendar-import.service.ts';
import { calendarPoolOf } from './calendar-pool.ts';
import { deleteProfilesExcept, insertProfile, listProfiles, renameProfilesAside, updateProfile } from './calendar-sync.repository.ts';

/** How the site's profile list is written row by row when it is saved as a whole. */
const PROFILE_ROWS: WholeListRepository<Parameters<typeof insertProfile>[3]> = {
  update: updateProfile,
  insert: insertProfile,
  deleteExcept: deleteProfilesExcept,
};

// Import profiles of a site (POST /facility/calendarimportprofiles):
// saved as the whole list, like the site's other lists. A profile id that is not one of the site's makes
// a new profile.

export async function getCalendarProfiles(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<TCalendarProfileList> {
  return withVisibleSite(ctx, auth, facilityId, async (tx) => {
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
    const items = input.profiles.map(({ id, name, filters, mapping, replacements, includeCancelled }, position) => ({
      id,
      values: { name, filters, mapping, replacements, includeCancelled, position },
    }));
    const keep = await saveWholeList(tx, { tenantId: auth.tenantId, facilityId: input.facilityId }, items, PROFILE_ROWS);
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId: input.facilityId,
      type: 'calendar.profiles_saved',
      data: { count: keep.length },
    });
    return { profiles: await listProfiles(tx, input.facilityId) };
  });
}
