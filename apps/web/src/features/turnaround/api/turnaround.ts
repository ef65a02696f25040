import type {
  TSaveTurnaroundTargets,
  TTurnaroundKpis,
  TTurnaroundOverdue,
  TTurnaroundSites,
  TTurnaroundTargets,
} from '@carehome/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// A site's turnaround targets, measures and overdue board, and the organization's sites side by side.
// The site's keys start with ['site', facilityId]: the live updates read them again on every change at the
// site (a clean saved, a resident moved, a state set), so the board and the tiles follow the floor.

const siteKey = (facilityId: string | undefined, ...rest: unknown[]) => ['site', facilityId ?? null, 'turnaround', ...rest] as const;

export interface KpiPeriod {
  from: string;
  to: string;
  areaId: string | null;
}

export const useTurnaroundTargets = (facilityId: string | undefined) =>
  useQuery({
    queryKey: siteKey(facilityId, 'targets'),
    enabled: Boolean(facilityId),
    queryFn: ({ signal }) => api<TTurnaroundTargets>('turnaround/targets', { query: { facilityId }, signal }),
  });

export const useTurnaroundKpis = (facilityId: string | undefined, period: KpiPeriod | null) =>
  useQuery({
    queryKey: siteKey(facilityId, 'kpis', period),
    enabled: Boolean(facilityId && period),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<TTurnaroundKpis>('turnaround/kpis', {
        query: { facilityId, from: period?.from, to: period?.to, areaId: period?.areaId ?? undefined },
        signal,
      }),
  });

export const useOverdueBoard = (facilityId: string | undefined) =>
  useQuery({
    queryKey: siteKey(facilityId, 'overdue'),
    enabled: Boolean(facilityId),
    // The live updates bring changes; a slow poll catches a task crossing its target with no change at all.
    refetchInterval: 60_000,
    queryFn: ({ signal }) => api<TTurnaroundOverdue>('turnaround/overdue', { query: { facilityId }, signal }),
  });

export const useTurnaroundSites = (days: number, enabled: boolean) =>
  useQuery({
    queryKey: ['turnaround', 'sites', days],
    enabled,
    queryFn: ({ signal }) => api<TTurnaroundSites>('turnaround/sites', { query: { days }, signal }),
  });

/** Saving the targets changes every measure of the site: all of its turnaround reads are read again. */
export function useSaveTurnaroundTargets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveTurnaroundTargets) => api<TTurnaroundTargets>('turnaround/targets', { body }),
    onSuccess: (saved) => client.invalidateQueries({ queryKey: siteKey(saved.facilityId) }),
  });
}
