import { useConfigText } from '../../../lib/content-language.ts';
import { useHousekeepingConfig } from '../../../lib/housekeeping-config.ts';

/**
 * Clean types, room types and operation items of the report's site in the reader's language: reports
 * carry the names as written (so a renamed or translated clean type still matches its history), and the
 * tables show them translated.
 */
export function useReportNames(facilityId: string | undefined): (text: string) => string {
  const config = useHousekeepingConfig(facilityId);
  return useConfigText(config.data);
}
