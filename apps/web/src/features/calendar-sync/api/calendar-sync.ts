import type {
  TCalendarImportProfile,
  TCalendarImportRequest,
  TCalendarImportResult,
  TCalendarReview,
  TSaveCalendarProfiles,
  TStaffSchedule,
} from '@carehome/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// The calendar import wizard's calls: the site's import profiles (read and saved as a whole list), the
// server's review of a file (nothing written) and the import itself, and a new site API key for the feed.

const profilesKey = (facilityId: string | undefined) => ['calendar-sync', facilityId ?? null, 'profiles'] as const;

export function useCalendarProfiles(facilityId: string | undefined) {
  return useQuery({
    queryKey: profilesKey(facilityId),
    enabled: Boolean(facilityId),
    queryFn: ({ signal }) =>
      api<{ profiles: TCalendarImportProfile[] }>('facility/calendarimportprofiles', { query: { facilityId }, signal }).then(
        (r) => r.profiles,
      ),
  });
}

export function useSaveCalendarProfiles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveCalendarProfiles) =>
      api<{ profiles: TCalendarImportProfile[] }>('facility/calendarimportprofiles', { body }).then((r) => r.profiles),
    onSuccess: (profiles, body) => client.setQueryData(profilesKey(body.facilityId), profiles),
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
    onSuccess: () => client.invalidateQueries({ queryKey: ['staffSchedule'] }),
  });
}

/** POST facility/generateapikey: the new key is answered once; the old feed address stops working. */
export function useGenerateFeedKey() {
  return useMutation({
    mutationFn: (facilityId: string) => api<{ apiKey: string }>('facility/generateapikey', { body: { facilityId } }),
  });
}

/**
 * The site's staff members who are not archived, for names in the review and a one-person feed. Read from
 * the staff schedule (Nursing and above may read it; the staff list is for FacilityAssistant and above).
 */
export function useSiteStaff(facilityId: string | undefined, today: string) {
  return useQuery({
    queryKey: ['calendar-sync', facilityId ?? null, 'staff'] as const,
    enabled: Boolean(facilityId),
    queryFn: ({ signal }) =>
      api<TStaffSchedule>('staffSchedule', { body: { facilityId, from: today, to: today }, signal }).then((r) =>
        r.staff.filter((m) => !m.isArchived).map((m) => ({ id: m.id, name: m.name })),
      ),
  });
}
