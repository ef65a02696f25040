import type { QueryKey } from '@tanstack/react-query';

// The query keys that more than one part of the app reads or invalidates: a save in one feature changes
// what another shows (a resident's arrival changes the dashboard's tiles, a delivered outbox save a room's
// history). A key only its own feature uses stays in that feature's api folder. The values are what the
// cache and the live updates' matching (lib/live-updates.ts) go by: a new value needs every reader changed.

/** The room dashboard of a site (GET housekeeping) and a room's history of cleans. */
export const dashboardKeys = {
  /** Every dashboard of the site, with or without audit banners: what a change at the site refreshes. */
  site: (facilityId: string) => ['housekeeping', 'dashboard', facilityId] as const,
  /** One dashboard: audit banners differ by role, so the two variants are cached (and saved) apart. */
  view: (facilityId: string | undefined, withAudit: boolean) => ['housekeeping', 'dashboard', facilityId ?? null, withAudit] as const,
  /** A room's whole history of cleans, a page at a time. */
  roomCleans: (facilityId: string, roomId: string | null) => ['housekeeping', 'cleans', facilityId, roomId] as const,
};

/**
 * A site with its areas and rooms (GET facility/:id): the layout editor's, read by the care-records sync
 * too, so an import's new rooms show in both. The live updates refresh every 'site' entry of the site.
 */
export const siteLayoutKey = (facilityId: string) => ['site', facilityId] as const;

/** A site's housekeeping configuration. */
export const housekeepingConfigKey = (facilityId: string | undefined) => ['housekeeping', 'config', facilityId ?? null] as const;

/** The addresses a report may be mailed to at a site (the cleaning screen's and the reports' email dialogs). */
export const emailRecipientsKey = (facilityId: string) => ['housekeeping', 'emailrecipients', facilityId] as const;

/** Every read of the staff schedule starts with this (the schedule, its templates, the site schedules). */
export const STAFF_SCHEDULE_ROOT = 'staffSchedule';

/** The organizations and sites the account may switch to. */
export const accessibleSitesKey = ['auth', 'sites'] as const;

/**
 * Every cached read except the accessible sites: what a switch of organization or site resets, since
 * each of them was read for the site left. The list of sites stays, so the switcher does not flicker.
 */
export function readForSiteLeft(query: { queryKey: QueryKey }): boolean {
  return query.queryKey[0] !== accessibleSitesKey[0] || query.queryKey[1] !== accessibleSitesKey[1];
}

/** The dashboard report links offered to the signed-in person (the portal and the site dashboard). */
export const portalLinksKeys = {
  /** Every site's: what a change of the links refreshes. */
  all: ['portal-links'] as const,
  site: (facilityId: string | undefined) => ['portal-links', facilityId ?? null] as const,
};
