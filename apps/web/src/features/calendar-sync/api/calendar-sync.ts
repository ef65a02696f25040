import type {
  TCalendarFeedKey,
  TCalendarFeedKeyCreated,
  TCalendarFeedPrivacy,
  TCalendarImportProfile,
  TCalendarImportRequest,
  TCalendarImportResult,
  TCalendarReview,
  TCreateCalendarFeedKey,
  TRevokeCalendarFeedKey,
  TSaveCalendarFeedPrivacy,
  TSaveCalendarProfiles,
  TStaffSchedule,
} from '@carehome/contracts';
import { areaPath } from '@carehome/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { STAFF_SCHEDULE_ROOT } from '../../../lib/query-keys.ts';

// The calendar import wizard's calls: the site's import profiles (read and saved as a whole list), the
// server's review of a file (nothing written) and the import itself, a new site API key for the feed, and
// the site's feed addresses.

export const calendarSyncKeys = {
  profiles: (facilityId: string | undefined) => ['calendar-sync', facilityId ?? null, 'profiles'] as const,
  /** The site's people, areas and room types the wizard names ids with. */
  site: (facilityId: string | undefined) => ['calendar-sync', facilityId ?? null, 'site'] as const,
  feedPrivacy: (facilityId: string) => ['calendar-sync', facilityId, 'feed-privacy'] as const,
  feedKeys: (facilityId: string) => ['calendar-sync', facilityId, 'feed-keys'] as const,
};

export const calendarProfilesQueryOptions = (facilityId: string | undefined) =>
  queryOptions({
    queryKey: calendarSyncKeys.profiles(facilityId),
    enabled: Boolean(facilityId),
    queryFn: ({ signal }) =>
      api<{ profiles: TCalendarImportProfile[] }>('facility/calendarimportprofiles', { query: { facilityId }, signal }).then(
        (r) => r.profiles,
      ),
  });

export const useCalendarProfiles = (facilityId: string | undefined) => useQuery(calendarProfilesQueryOptions(facilityId));

export function useSaveCalendarProfiles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveCalendarProfiles) =>
      api<{ profiles: TCalendarImportProfile[] }>('facility/calendarimportprofiles', { body }).then((r) => r.profiles),
    onSuccess: (profiles, body) => client.setQueryData(calendarSyncKeys.profiles(body.facilityId), profiles),
  });
}

/** POST calendar/import/preview: every occurrence of the file in the range, with what the import would do. */
export function useCalendarPreview() {
  return useMutation({
    mutationFn: (body: TCalendarImportRequest) => api<TCalendarReview>('calendar/import/preview', { body }),
  });
}

/** POST calendar/import: writes the create/update rows; the staff schedule is read again. */
export function useCalendarImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCalendarImportRequest) => api<TCalendarImportResult>('calendar/import', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [STAFF_SCHEDULE_ROOT] }),
  });
}

/** POST facility/generateapikey: the new key is answered once; the old feed address stops working. */
export function useGenerateFeedKey() {
  return useMutation({
    mutationFn: (facilityId: string) => api<{ apiKey: string }>('facility/generateapikey', { body: { facilityId } }),
  });
}

/** The site's people, areas and room types, read from the staff schedule (Nursing and above may read it). */
export const calendarSiteQueryOptions = (facilityId: string | undefined, today: string) =>
  queryOptions({
    queryKey: calendarSyncKeys.site(facilityId),
    enabled: Boolean(facilityId),
    queryFn: ({ signal }) => api<TStaffSchedule>('staffSchedule', { body: { facilityId, from: today, to: today }, signal }),
  });

/** The site's staff members who are not archived, for names in the review and a one-person feed. */
export function useSiteStaff(facilityId: string | undefined, today: string) {
  return useQuery({
    ...calendarSiteQueryOptions(facilityId, today),
    select: (r: TStaffSchedule) => r.staff.filter((m) => !m.isArchived).map((m) => ({ id: m.id, name: m.name })),
  });
}

export interface SiteNames {
  staff: (id: string) => string;
  /** An area by its path ('East Wing / Floor 1'). */
  area: (id: string) => string;
  roomType: (id: string) => string;
}

/** Names for the ids of the review's assignments (an id the site no longer has shows as itself). */
export function useSiteNames(facilityId: string | undefined, today: string) {
  return useQuery({
    ...calendarSiteQueryOptions(facilityId, today),
    select: (r: TStaffSchedule): SiteNames => {
      const staff = new Map(r.staff.map((m) => [m.id, m.name]));
      const areas = new Map(r.areas.map((a) => [a.id, a]));
      const types = new Map(r.roomTypes.map((t) => [t.id, t.name]));
      const path = (id: string) => {
        const names = areaPath(areas, id);
        return names.length ? names.join(' / ') : id;
      };
      return { staff: (id) => staff.get(id) ?? id, area: path, roomType: (id) => types.get(id) ?? id };
    },
  });
}

/** What the site's feed shows to whoever holds its address (room states, staff full names). */
export const feedPrivacyQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: calendarSyncKeys.feedPrivacy(facilityId),
    queryFn: ({ signal }) => api<TCalendarFeedPrivacy>('facility/calendarfeedprivacy', { query: { facilityId }, signal }),
  });

export const useFeedPrivacy = (facilityId: string) => useQuery(feedPrivacyQueryOptions(facilityId));

export function useSaveFeedPrivacy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveCalendarFeedPrivacy) => api<TCalendarFeedPrivacy>('facility/calendarfeedprivacy', { body }),
    onSuccess: (saved, body) => client.setQueryData(calendarSyncKeys.feedPrivacy(body.facilityId), saved),
  });
}

/** The site's feed addresses (never their keys: each is shown once, when created). */
export const useFeedKeys = (facilityId: string) =>
  useQuery({
    queryKey: calendarSyncKeys.feedKeys(facilityId),
    queryFn: ({ signal }) =>
      api<{ keys: TCalendarFeedKey[] }>('facility/calendarfeedkeys', { query: { facilityId }, signal }).then((r) => r.keys),
  });

/** POST facility/calendarfeedkeys: the new key is answered once; the list is read again. */
export function useCreateFeedKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateCalendarFeedKey) => api<TCalendarFeedKeyCreated>('facility/calendarfeedkeys', { body }),
    onSuccess: (_created, body) => client.invalidateQueries({ queryKey: calendarSyncKeys.feedKeys(body.facilityId) }),
  });
}

/** POST facility/revokecalendarfeedkey: answers the remaining list. */
export function useRevokeFeedKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TRevokeCalendarFeedKey) =>
      api<{ keys: TCalendarFeedKey[] }>('facility/revokecalendarfeedkey', { body }).then((r) => r.keys),
    onSuccess: (keys, body) => client.setQueryData(calendarSyncKeys.feedKeys(body.facilityId), keys),
  });
}
