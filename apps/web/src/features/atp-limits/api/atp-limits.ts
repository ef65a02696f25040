import type { TAtpLimit, TAtpLimitList, TSaveAtpLimits } from '@carehome/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// The site's ATP limits (GET/PUT /atp-limits). The audit screen bands readings with them on the tablet,
// offline too: the last limits read are kept on the device and shown until the server answers again.

const limitsKey = (facilityId: string | undefined) => ['atp-limits', facilityId ?? null] as const;
const storageKey = (facilityId: string) => `carehome-atp-limits:${facilityId}`;

function remembered(facilityId: string | undefined): TAtpLimit[] | undefined {
  if (!facilityId) return undefined;
  try {
    const text = localStorage.getItem(storageKey(facilityId));
    return text ? (JSON.parse(text) as TAtpLimit[]) : undefined;
  } catch {
    return undefined;
  }
}

function remember(facilityId: string, limits: TAtpLimit[]): TAtpLimit[] {
  try {
    localStorage.setItem(storageKey(facilityId), JSON.stringify(limits));
  } catch {
    // A full or private storage only costs the offline bands.
  }
  return limits;
}

export const atpLimitsQueryOptions = (facilityId: string | undefined) =>
  queryOptions({
    queryKey: limitsKey(facilityId),
    enabled: Boolean(facilityId),
    queryFn: ({ signal }) =>
      api<TAtpLimitList>('atp-limits', { query: { facilityId }, signal }).then((r) => remember(r.facilityId, r.limits)),
  });

/** The site's limits; what the device kept from the last read while the server has not answered. */
export const useAtpLimits = (facilityId: string | undefined) =>
  useQuery({ ...atpLimitsQueryOptions(facilityId), placeholderData: () => remembered(facilityId) });

export function useSaveAtpLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveAtpLimits) =>
      api<TAtpLimitList>('atp-limits', { method: 'PUT', body }).then((r) => remember(r.facilityId, r.limits)),
    onSuccess: (limits, body) => client.setQueryData(limitsKey(body.facilityId), limits),
  });
}
