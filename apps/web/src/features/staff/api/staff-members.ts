import type { TStaffMember } from '@carehome/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const staffKeys = {
  /** Every staff member the account may see (archived included; the screens filter). */
  members: ['staff', 'members'] as const,
  /** A site's areas, for the restricted-area choice. */
  siteAreas: (facilityId: string | null) => ['staff', 'site-areas', facilityId] as const,
};

/**
 * GET staff?includeArchived=true: a site-level role gets its own site's staff, organization-wide roles
 * every site's. The list and the edit screen share this one query.
 */
export const staffMembersQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.members,
    queryFn: ({ signal }) =>
      api<{ staffMembers: TStaffMember[] }>('staff', { query: { includeArchived: true }, signal }).then((r) => r.staffMembers),
  });

export const useStaffMembers = () => useQuery(staffMembersQueryOptions());

/** Puts a member the server answered with into the cached list, then reloads it in the background. */
export async function storeStaffMember(client: QueryClient, member: TStaffMember): Promise<void> {
  client.setQueryData<TStaffMember[]>(staffKeys.members, (list) =>
    list ? (list.some((m) => m.id === member.id) ? list.map((m) => (m.id === member.id ? member : m)) : [...list, member]) : list,
  );
  await client.invalidateQueries({ queryKey: staffKeys.members, refetchType: 'none' });
}
