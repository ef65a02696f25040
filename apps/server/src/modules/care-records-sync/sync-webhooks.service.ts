import crypto from 'node:crypto';
import type {
  TAdtRecord,
  TSyncDataSourceRef,
  TSyncEffect,
  TSyncMessage,
  TSyncMessageList,
  TWebhookAck,
  TWebhookMessage,
} from '@carehome/contracts';
import { quotaWaitMs, SYNC_MAX_ATTEMPTS, syncRetryDelayMs } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { consume, reserve, THROTTLE_SCALE } from '../../platform/auth/throttle.ts';
import { withPlatform, withTenant } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { SyncFailureError } from './care-records.client.ts';
import { findDataSourceById, getDataSource } from './data-sources.repository.ts';
import { apiKeyHash } from './data-sources.service.ts';
import {
  findMessage,
  listMessages,
  overdueMessages,
  storeMessage,
  syncedResidents,
  toSyncMessage,
  updateMessage,
} from './sync.repository.ts';
import { applyAdtRecord } from './sync-adt.ts';
import { clientFor } from './sync-client.ts';
import { syncPatient } from './sync-patient.ts';
import { loadSiteContext, refusalOf } from './sync-site.ts';

// Webhooks of the external system: POST /sync/webhook/{dataSourceId} with the data
// source's API key in `x-api-key`. Each message is stored once (a repeat of its messageId only counts a
// delivery), answered at once, and processed by the job runner: the patient and the ADT records the
// message names are fetched (resource ids only come in the message), and each record applied once. A
// failed fetch is tried again later (30 s doubling, up to SYNC_MAX_ATTEMPTS; at the quota's reset when
// it is spent), then left 'failed' for the administrator, who can try it again.

export const SYNC_MESSAGE_JOB = 'care-records-sync-message';

/** Wrong keys from one address: a guesser is stopped long before a 256-bit key could be found. */
const WEBHOOK_ADDRESS_RULE = { scope: 'sync-webhook-address', max: 30 * THROTTLE_SCALE, windowSeconds: 900 };

/**
 * Deliveries with the right key, per data source: far above what a site's admissions, transfers and
 * discharges send (a message per event), low enough that a leaked key cannot flood the queue.
 */
export const WEBHOOK_SOURCE_RULE = { scope: 'sync-webhook-source', max: 600 * THROTTLE_SCALE, windowSeconds: 600 };

const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

/** Receives one delivery: the key checked, the message stored once, its processing queued. */
export async function receiveWebhook(
  ctx: AppContext,
  dataSourceId: string,
  apiKey: string | undefined,
  message: TWebhookMessage,
  address: string,
): Promise<TWebhookAck> {
  // The key first, so that wrong keys from an address never refuse the right one from it: only a wrong
  // key takes a place under the address's limit. Unknown data source and wrong key answer alike.
  const ds = await withPlatform(ctx.database.db, (tx) => findDataSourceById(tx, dataSourceId));
  if (!ds?.apiKeyHash || !apiKey || !sameHash(ds.apiKeyHash, apiKeyHash(apiKey))) {
    const attempt = await reserve(ctx.database.db, [{ rule: WEBHOOK_ADDRESS_RULE, key: address }]);
    if (!attempt.ok) throw new AppError(429, 'rate_limited', [], {}, attempt.retryAfterSeconds);
    throw new AppError(401, 'sync.webhook_key');
  }
  await consume(ctx.database.db, WEBHOOK_SOURCE_RULE, ds.id);
  const ignored = !ds.webhookSync || message.facilityId !== ds.externalFacilityId;
  const stored = await withTenant(ctx.database.db, ds.tenantId, async (tx) => {
    const out = await storeMessage(tx, {
      tenantId: ds.tenantId,
      facilityId: ds.facilityId,
      dataSourceId: ds.id,
      messageId: message.messageId,
      eventType: message.eventType,
      patientId: message.patientId,
      eventDate: message.eventDate,
      resourceIds: message.resourceIds,
      status: ignored ? 'ignored' : 'received',
      failure: ignored
        ? {
            code: 'sync.facility_not_found',
            status: null,
            detail: ds.webhookSync ? `facility ${message.facilityId}` : 'webhook sync is off',
          }
        : null,
    });
    if (!out.duplicate) {
      await recordEvent(tx, {
        actorKind: 'anonymous',
        tenantId: ds.tenantId,
        facilityId: ds.facilityId,
        type: 'sync.message_received',
        data: { dataSourceId: ds.id, messageId: message.messageId, eventType: message.eventType },
      });
    }
    return out;
  });
  if (!stored.duplicate && !ignored) await ctx.queue?.send(SYNC_MESSAGE_JOB, { tenantId: ds.tenantId, id: stored.id });
  return { received: true, duplicate: stored.duplicate };
}

/** The job of one message: fetch what it names, apply each ADT record once, or plan the next try. */
export async function processMessage(ctx: AppContext, data: { tenantId: string; id: string }): Promise<void> {
  const db = ctx.database.db;
  const loaded = await withTenant(db, data.tenantId, async (tx) => {
    const m = await findMessage(tx, data.id);
    if (!m || m.status === 'processed' || m.status === 'ignored' || m.status === 'failed') return null;
    if (m.status === 'retrying' && m.nextAttemptAt && m.nextAttemptAt.getTime() > Date.now() + 1000) return null;
    const ds = await findDataSourceById(tx, m.dataSourceId);
    return ds ? { m, ds } : null;
  });
  if (!loaded) return;
  const { m, ds } = loaded;
  const attempts = m.attempts + 1;
  let records: TAdtRecord[];
  let patient: Awaited<ReturnType<ReturnType<typeof clientFor>['patient']>>;
  try {
    const client = clientFor(ctx, ds);
    patient = await client.patient(m.patientId);
    const all = await client.adtRecords(m.patientId);
    records = m.resourceIds.flatMap((rid) => all.filter((r) => r.adtRecordId === rid));
    // A cancellation is applied after the record it cancels when both come in one message.
    records.sort((a, b) => Number(a.action.startsWith('Cancel')) - Number(b.action.startsWith('Cancel')));
  } catch (err) {
    if (!(err instanceof SyncFailureError)) throw err;
    const wait =
      err.failure.code === 'sync.quota_exhausted' && err.quota ? quotaWaitMs(err.quota) : syncRetryDelayMs(attempts + 1, Math.random());
    const giveUp = wait === null || attempts >= SYNC_MAX_ATTEMPTS || err.failure.code === 'sync.credentials_unreadable';
    await withTenant(db, data.tenantId, (tx) =>
      updateMessage(tx, m.id, {
        attempts,
        status: giveUp ? 'failed' : 'retrying',
        failure: err.failure,
        nextAttemptAt: giveUp ? null : new Date(Date.now() + (wait as number)),
      }),
    );
    if (!giveUp) await ctx.queue?.send(SYNC_MESSAGE_JOB, data, { startAfterSeconds: (wait as number) / 1000 });
    return;
  }
  try {
    await withTenant(db, data.tenantId, async (tx) => {
      // The message's row locked: two workers with the same message apply it once.
      const locked = await findMessage(tx, m.id, true);
      if (!locked || locked.status === 'processed') return;
      const s = await loadSiteContext(tx, ds);
      const effects: TSyncEffect[] = [];
      for (const record of records) {
        const e = await applyAdtRecord(tx, s, record, patient);
        if (e) effects.push(e);
      }
      // A message naming no ADT record (a change of name, say): the resident brought up to date, if we hold them.
      if (!records.length && (await syncedResidents(tx, ds.facilityId, ds.externalFacilityId)).has(patient.patientId)) {
        const outcome = await syncPatient(tx, s, patient, null);
        if (outcome.result !== 'unchanged')
          effects.push({
            kind: 'none',
            residentName: `${patient.firstName} ${patient.lastName}`.trim(),
            roomNumber: null,
            cleanType: null,
            cleanKept: false,
          });
      }
      await updateMessage(tx, m.id, {
        status: 'processed',
        attempts,
        processedAt: new Date(),
        nextAttemptAt: null,
        failure: null,
        effects,
      });
    });
  } catch (err) {
    const refusal = refusalOf(err);
    if (!refusal) throw err;
    await withTenant(db, data.tenantId, (tx) =>
      updateMessage(tx, m.id, { status: 'failed', attempts, failure: refusal, nextAttemptAt: null }),
    );
  }
}

/** GET /sync/messages: the data source's recent messages, newest first. */
export async function getMessages(ctx: AppContext, auth: TenantAuth, ref: TSyncDataSourceRef): Promise<TSyncMessageList> {
  return withVisibleSite(ctx, auth, ref.facilityId, async (tx) => {
    const ds = await getDataSource(tx, ref.facilityId, ref.dataSourceId);
    if (!ds) throw notFound();
    return { messages: (await listMessages(tx, ds.id)).map(toSyncMessage) };
  });
}

/** POST /sync/messages/retry: a failed (or waiting) message processed again now, its tries counted afresh. */
export async function retryMessage(ctx: AppContext, auth: TenantAuth, input: { facilityId: string; id: string }): Promise<TSyncMessage> {
  const row = await withVisibleSite(ctx, auth, input.facilityId, async (tx) => {
    const m = await findMessage(tx, input.id, true);
    if (!m || m.facilityId !== input.facilityId) throw notFound();
    // Processed and ignored messages stay as they are (a second click changes nothing).
    if (m.status === 'processed' || m.status === 'ignored') return { row: m, send: false };
    await updateMessage(tx, m.id, { status: 'received', attempts: 0, nextAttemptAt: null, failure: null });
    return { row: (await findMessage(tx, m.id)) as NonNullable<Awaited<ReturnType<typeof findMessage>>>, send: true };
  });
  if (row.send) await ctx.queue?.send(SYNC_MESSAGE_JOB, { tenantId: auth.tenantId, id: row.row.id });
  return toSyncMessage(row.row);
}

/** The minute's sweep: messages whose job was lost are sent again. */
export async function sweepMessages(ctx: AppContext): Promise<void> {
  const lost = await withPlatform(ctx.database.db, (tx) => overdueMessages(tx, 120));
  for (const m of lost) await ctx.queue?.send(SYNC_MESSAGE_JOB, { tenantId: m.tenantId, id: m.id });
}
