import type { THousekeepingConfig } from '@carehome/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { housekeepingConfigKey } from '../../../lib/query-keys.ts';

/**
 * POST housekeeping/update { config }: the whole configuration, with the version it was read at.
 * Answers the saved configuration (version + 1), which becomes the cached one.
 */
export function useUpdateHousekeepingConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (config: THousekeepingConfig) => api<THousekeepingConfig>('housekeeping/update', { body: { config } }),
    onSuccess: (saved) => {
      client.setQueryData(housekeepingConfigKey(saved.facilityId), saved);
    },
  });
}
