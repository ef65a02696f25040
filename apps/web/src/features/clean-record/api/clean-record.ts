import type { TCleanRecord, TCleanRecordRequest, TStaffSchedule } from '@carehome/contracts';
import { areaPath } from '@carehome/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// A room's or an area's clean record (POST clean-record), its PDF (POST clean-record/pdf), the decline
// signatures it shows (POST reporting/signature) and what the record can be asked for: the site's rooms
// and areas, read from the staff schedule of today (Nursing reads it, as it reads the record).

export const useCleanRecord = (request: TCleanRecordRequest | null) =>
  useQuery({
    queryKey: ['clean-record', request],
    enabled: request !== null,
    // A record is read again when asked again: the timeline grows with every clean.
    staleTime: 60_000,
    queryFn: ({ signal }) => api<TCleanRecord>('clean-record', { body: request, signal }),
  });

/** The record as a PDF in the reader's language. */
export const cleanRecordPdf = (request: TCleanRecordRequest) => api<Blob>('clean-record/pdf', { body: request, binary: true });

export const useDeclineSignature = (facilityId: string, reportId: string | null) =>
  useQuery({
    queryKey: ['clean-record', 'signature', facilityId, reportId],
    enabled: reportId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => api<{ dataUri: string }>('reporting/signature', { body: { facilityId, reportId }, signal }),
  });

export interface RecordChoices {
  rooms: { value: string; label: string }[];
  areas: { value: string; label: string }[];
}

const choicesOptions = (facilityId: string | undefined, today: string) =>
  queryOptions({
    queryKey: ['clean-record', 'choices', facilityId ?? null],
    enabled: Boolean(facilityId && today),
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }): Promise<RecordChoices> => {
      const s = await api<TStaffSchedule>('staffSchedule', { body: { facilityId, from: today, to: today }, signal });
      const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
      const byId = new Map(s.areas.map((a) => [a.id, a]));
      const label = (id: string) => areaPath(byId, id).join(' / ');
      const roomLabel = (r: TStaffSchedule['rooms'][number]) => {
        const area = r.areaIds.at(-1);
        return area ? `${r.roomNumber} · ${label(area)}` : r.roomNumber;
      };
      return {
        rooms: s.rooms.map((r) => ({ value: r.id, label: roomLabel(r) })).sort((x, y) => collator.compare(x.label, y.label)),
        areas: s.areas.map((a) => ({ value: a.id, label: label(a.id) })).sort((x, y) => collator.compare(x.label, y.label)),
      };
    },
  });

export const useRecordChoices = (facilityId: string | undefined, today: string) => useQuery(choicesOptions(facilityId, today));
