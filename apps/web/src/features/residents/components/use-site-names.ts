import { useConfigText } from '../../../lib/content-language.ts';
import { useHousekeepingConfig } from '../../../lib/housekeeping-config.ts';
import { useAccount } from '../../../lib/session.ts';

/**
 * Room types, clean types and room states of the signed-in site in the reader's language. The resident
 * screens name rooms' types and the cleans asked of them, but the answers carry the names as written.
 */
export function useSiteNames(): (text: string) => string {
  const facilityId = useAccount()?.facility?.id;
  const config = useHousekeepingConfig(facilityId);
  return useConfigText(config.data);
}
