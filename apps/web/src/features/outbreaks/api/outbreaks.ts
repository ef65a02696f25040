import type { TEndOutbreak, TOutbreak, TOutbreakList, TOutbreakReport, TStartOutbreak } from '@carehome/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// A site's outbreaks (GET /outbreaks), declaring and ending one, and one outbreak's report, on screen and as a PDF.

const listKey = (facilityId: string | undefined) => ['outbreaks', facilityId ?? null] as const;
const reportKey = (facilityId: string | undefined, id: string | undefined) => ['outbreaks', facilityId ?? null, 'report', id] as const;

export const useOutbreaks = (facilityId: string | undefined) =>
  useQuery({
    queryKey: listKey(facilityId),
    enabled: Boolean(facilityId),
    queryFn: ({ signal }) => api<TOutbreakList>('outbreaks', { query: { facilityId }, signal }),
  });

/** Read again on every visit: a running outbreak's report counts up to now. */
export const useOutbreakReport = (facilityId: string | undefined, id: string | undefined) =>
  useQuery({
    queryKey: reportKey(facilityId, id),
    enabled: Boolean(facilityId && id),
    refetchOnMount: 'always',
    queryFn: ({ signal }) => api<TOutbreakReport>('outbreaks/report', { query: { facilityId, id }, signal }),
  });

/** The report as a PDF in the reader's language (the api client sends Accept-Language). */
export const outbreakReportPdf = (facilityId: string, id: string) =>
  api<Blob>('outbreaks/report.pdf', { query: { facilityId, id }, binary: true });

/** Declaring or ending changes the log and every report of the site: both are read again. */
function useOutbreakChange<B>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api<TOutbreak>(path, { body }),
    onSuccess: (outbreak) => client.invalidateQueries({ queryKey: ['outbreaks', outbreak.facilityId] }),
  });
}

export const useStartOutbreak = () => useOutbreakChange<TStartOutbreak>('outbreaks/start');
export const useEndOutbreak = () => useOutbreakChange<TEndOutbreak>('outbreaks/end');
