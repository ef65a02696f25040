import { useQuery } from '@tanstack/react-query';
import { siteLayoutQueryOptions } from '../../../lib/site-layout.ts';

/** The site's name, time zone and areas (where an import's new rooms go). */
export const useSite = (facilityId: string) => useQuery(siteLayoutQueryOptions(facilityId));
