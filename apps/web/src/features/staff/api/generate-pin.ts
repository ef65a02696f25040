import type { TGeneratedPin } from '@carehome/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * POST staff/generatepin {facilityId}: a random six-digit PIN no staff member of the organization has.
 * Nothing is saved: it becomes the member's PIN when the form is saved with it. 30 an hour per person
 * (429 `rate_limited` beyond).
 */
export function useGeneratePin() {
  return useMutation({
    mutationFn: (body: { facilityId: string }) => api<TGeneratedPin>('staff/generatepin', { body }),
  });
}
