import type { TEmailReportResult } from '@carehome/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailRecipientsQueryOptions } from '../../../lib/email-recipients.ts';
import { network } from '../../../lib/network.ts';
import { shouldRetry } from '../../../lib/retry.ts';

export type EmailKind = 'report' | 'audit';

/**
 * GET housekeeping/emailrecipients: the organization's supervisors and the site's staff with an email,
 * offered by the Send Email popup. Tried even offline (the popup says 'Error connecting to server.'
 * at once instead of waiting for the network), retried only while the server can be reached.
 */
export const useEmailRecipients = (facilityId: string, enabled: boolean) =>
  useQuery({
    ...emailRecipientsQueryOptions(facilityId),
    enabled,
    networkMode: 'always',
    retry: (failures, error) => network.isOnline() && shouldRetry(failures, error),
  });

/**
 * POST housekeeping/emailreport (the cleaning report) or emailauditreport (its audit). Sent at once or
 * failed at once: a mail is not queued offline like a save, the user sees the error and may try again.
 */
export function useEmailReport(kind: EmailKind, facilityId: string, reportId: string) {
  return useMutation({
    networkMode: 'always',
    mutationFn: (recipients: string[]) =>
      api<TEmailReportResult>(kind === 'audit' ? 'housekeeping/emailauditreport' : 'housekeeping/emailreport', {
        body: { id: reportId, facilityId, recipients },
      }),
  });
}
