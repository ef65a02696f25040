import type {
  TAuditReportResponse,
  TCleanSummaryResponse,
  TCleansReportResponse,
  TEnhancedReportResponse,
  TMarkingReportResponse,
  TOverdueReportResponse,
  TReportingEmail,
  TReportingEmailResult,
  TReportingExport,
  TReportingRequest,
  TReportKind,
  TSavedStaffReport,
  TSaveStaffReport,
  TStaffReportResponse,
  TStaffSchedule,
} from '@carehome/contracts';
import { areaPath } from '@carehome/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailRecipientsQueryOptions } from '../../../lib/email-recipients.ts';

// The reports of /reporting/reports over the server's reporting routes, the options of the
// filters (from the staff schedule, which Nursing and above may read), the decline signature, the
// supervisor's review of a staff member's day, exports as files and mails.

export interface ReportResponses {
  audits: TAuditReportResponse;
  markings: TMarkingReportResponse;
  cleans: TCleansReportResponse;
  overdue: TOverdueReportResponse;
  staff: TStaffReportResponse;
  summary: TCleanSummaryResponse;
  enhanced: TEnhancedReportResponse;
}

/** The route of each report (the product's API keeps the overdue and staff ones under /housekeeping). */
export const REPORT_PATHS: Record<TReportKind, string> = {
  audits: 'reporting/audits',
  markings: 'reporting/markings',
  cleans: 'reporting/cleans',
  overdue: 'housekeeping/overduereports',
  staff: 'housekeeping/staffreports',
  summary: 'reporting/summary',
  enhanced: 'reporting/enhanced',
};

export const reportingKeys = {
  /** Every report of a kind read so far, whatever its period and filters. */
  kind: (kind: TReportKind) => ['reporting', kind] as const,
  report: (kind: TReportKind, request: TReportingRequest | null) => ['reporting', kind, request] as const,
  filters: (facilityId: string | undefined) => ['reporting', 'filters', facilityId ?? null] as const,
  signature: (facilityId: string, reportId: string | null) => ['reporting', 'signature', facilityId, reportId] as const,
};

/** One report over a period; nothing is asked while `request` is null (not run yet, or the form is wrong). */
export const periodReportQueryOptions = <K extends TReportKind>(kind: K, request: TReportingRequest | null) =>
  queryOptions({
    queryKey: reportingKeys.report(kind, request),
    enabled: request !== null,
    // A report is a snapshot: it is asked again only when run again (or reloaded).
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => api<ReportResponses[K]>(REPORT_PATHS[kind], { body: request, signal }),
  });

export const useReport = <K extends TReportKind>(kind: K, request: TReportingRequest | null) =>
  useQuery(periodReportQueryOptions(kind, request));

export interface FilterOptions {
  areas: { value: string; label: string }[];
  roomTypes: string[];
  cleanTypes: string[];
  staff: { value: string; label: string }[];
}

/**
 * The options of the filters: the site's areas (with their parents' names), room types, the clean types
 * of those room types and its staff members, from the staff schedule of today.
 */
export const filterOptionsQueryOptions = (facilityId: string | undefined, today: string) =>
  queryOptions({
    queryKey: reportingKeys.filters(facilityId),
    enabled: Boolean(facilityId),
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }): Promise<FilterOptions> => {
      const s = await api<TStaffSchedule>('staffSchedule', { body: { facilityId, from: today, to: today }, signal });
      const byId = new Map(s.areas.map((a) => [a.id, a]));
      const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
      return {
        areas: s.areas
          .map((a) => ({ value: a.id, label: areaPath(byId, a.id).join(' / ') }))
          .sort((a, b) => collator.compare(a.label, b.label)),
        roomTypes: [...new Set(s.roomTypes.map((r) => r.name))].sort(collator.compare),
        cleanTypes: [...new Set(s.roomTypes.flatMap((r) => r.cleanTypes))].sort(collator.compare),
        staff: s.staff
          .filter((m) => !m.isArchived)
          .map((m) => ({ value: m.id, label: m.name }))
          .sort((a, b) => collator.compare(a.label, b.label)),
      };
    },
  });

export const useFilterOptions = (facilityId: string | undefined, today: string) => useQuery(filterOptionsQueryOptions(facilityId, today));

/** POST reporting/signature: the decline signature of a clean, as a PNG data URI. */
export const signatureQueryOptions = (facilityId: string, reportId: string | null) =>
  queryOptions({
    queryKey: reportingKeys.signature(facilityId, reportId),
    enabled: reportId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => api<{ reportId: string; dataUri: string }>('reporting/signature', { body: { facilityId, reportId }, signal }),
  });

export const useSignature = (facilityId: string, reportId: string | null) => useQuery(signatureQueryOptions(facilityId, reportId));

/** POST housekeeping/savestaffreport: the review is put into every staff report already read. */
export function useSaveStaffReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveStaffReport) => api<TSavedStaffReport>('housekeeping/savestaffreport', { body }),
    onSuccess: (saved) => {
      for (const [key, data] of client.getQueriesData<TStaffReportResponse>({ queryKey: reportingKeys.kind('staff') })) {
        if (!data) continue;
        client.setQueryData<TStaffReportResponse>(key, {
          ...data,
          rows: data.rows.map((r) => (r.staffMemberId === saved.staffMemberId && r.date === saved.date ? { ...r, review: saved } : r)),
        });
      }
    },
  });
}

/** POST reporting/export: the file of the report (CSV or PDF), read with the session's token. */
export function exportReport(body: TReportingExport): Promise<Blob> {
  return api<Blob>('reporting/export', { body, binary: true });
}

/** POST reporting/email: the file mailed to the recipients (queued in the mail outbox). */
export function useEmailReportFile() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: TReportingEmail) => api<TReportingEmailResult>('reporting/email', { body }),
  });
}

/** The supervisors and the site's staff with an email, offered in the dialog. */
export const useEmailRecipients = (facilityId: string, enabled: boolean) =>
  useQuery({ ...emailRecipientsQueryOptions(facilityId), enabled });
