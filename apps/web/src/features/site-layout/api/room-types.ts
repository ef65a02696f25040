import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchHousekeepingConfig } from '../../../lib/housekeeping-config.ts';
import { housekeepingConfigKey } from '../../../lib/query-keys.ts';

/** The room types of the site, from its housekeeping configuration. */
export const roomTypesQueryOptions = (facilityId: string | undefined) =>
  queryOptions({
    queryKey: housekeepingConfigKey(facilityId),
    enabled: Boolean(facilityId),
    queryFn: ({ signal }) => fetchHousekeepingConfig(facilityId as string, signal),
    select: (config) => config.roomTypes.map((t) => ({ id: t.id, name: t.roomType })),
  });

export const useRoomTypes = (facilityId: string | undefined) => useQuery(roomTypesQueryOptions(facilityId));
