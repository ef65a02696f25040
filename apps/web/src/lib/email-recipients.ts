import type { TEmailRecipients } from '@carehome/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { emailRecipientsKey } from './query-keys.ts';

/**
 * GET housekeeping/emailrecipients: the organization's supervisors and the site's staff with an email,
 * offered by the report mail dialogs (the cleaning screen's and the reports'); each dialog adds when it
 * asks and how it retries.
 */
export const emailRecipientsQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: emailRecipientsKey(facilityId),
    queryFn: ({ signal }) => api<TEmailRecipients>('housekeeping/emailrecipients', { signal, query: { facilityId } }),
  });
