import { useConfigText } from '../../../lib/content-language.ts';
import { useHousekeepingConfig } from '../../../lib/housekeeping-config.ts';

/** Area paths and clean types as written by administrators, in the reader's language ('No area' for none). */
export function useTaskNames(facilityId: string | undefined, noArea: string) {
  const name = useConfigText(useHousekeepingConfig(facilityId).data);
  return {
    area: (path: readonly string[]) => (path.length ? path.map(name).join(' / ') : noArea),
    cleanType: (cleanType: string | null) => (cleanType ? name(cleanType) : ''),
  };
}
