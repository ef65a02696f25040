import { describe, expect, it } from 'vitest';
import { ZQuotaHeaders, ZWebhookMessage } from './care-records-external.ts';

const message = {
  messageId: 'm-1',
  eventType: 'patient.discharge',
  facilityId: 'FAC-12',
  patientId: 'P-1',
  eventDate: '2026-11-23T10:00:00.000Z',
  messageDate: '2026-11-23T10:00:01.000Z',
  resourceIds: ['adt-9'],
};

describe('care-records sync contracts', () => {
  it('a webhook message carries ids only, each bounded', () => {
    expect(ZWebhookMessage.safeParse(message).success).toBe(true);
    expect(ZWebhookMessage.safeParse({ ...message, messageId: '' }).success).toBe(false);
    expect(ZWebhookMessage.safeParse({ ...message, patientId: 'x'.repeat(201) }).success).toBe(false);
    expect(ZWebhookMessage.safeParse({ ...message, resourceIds: Array.from({ length: 51 }, (_, i) => String(i)) }).success).toBe(false);
    const { messageId: _, ...withoutId } = message;
    expect(ZWebhookMessage.safeParse(withoutId).success).toBe(false);
  });

  it('quota headers are whole, non-negative counts', () => {
    expect(ZQuotaHeaders.safeParse({ limit: 100, remaining: 0, resetSeconds: 12.5 }).success).toBe(true);
    expect(ZQuotaHeaders.safeParse({ limit: 100, remaining: -1, resetSeconds: 1 }).success).toBe(false);
    expect(ZQuotaHeaders.safeParse({ limit: 1.5, remaining: 0, resetSeconds: 1 }).success).toBe(false);
  });
});
