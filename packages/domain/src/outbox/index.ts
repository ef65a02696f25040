export {
  type ClassifyContext,
  classifyResponse,
  type OutboxOutcome,
  type OutboxSaveScope,
  type OutboxSender,
  sessionCanSend,
} from './classify.ts';
export { OUTBOX_RETRY_CEILING_MS, OUTBOX_RETRY_DELAYS_MS, outboxRetryDelayMs } from './retry-schedule.ts';
