import {
  ZApplyReconciliation,
  ZDataSourceApiKey,
  ZDataSourceList,
  ZGenerateDataSourceApiKey,
  ZId,
  ZImportResidents,
  ZReconciliation,
  ZRetrySyncMessage,
  ZSaveDataSource,
  ZSyncDataSourceRef,
  ZSyncMessage,
  ZSyncMessageList,
  ZSyncMessagesQuery,
  ZSyncResidentList,
  ZSyncResidentsQuery,
  ZSyncRun,
  ZSyncRunList,
  ZTestConnectionResult,
  ZWebhookAck,
  ZWebhookMessage,
} from '@carehome/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import { requireTenant } from '../../platform/auth/access.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { generateDataSourceApiKey, getDataSources, removeDataSource, saveDataSource } from './data-sources.service.ts';
import { listSyncResidents, testConnection } from './sync-connection.service.ts';
import { applyReconciliation, getReconciliation } from './sync-reconciliation.service.ts';
import { getRun, getRuns, startImport, startReconcile } from './sync-runs.service.ts';
import { getMessages, receiveWebhook, retryMessage } from './sync-webhooks.service.ts';

const tags = ['care-records sync'];

/**
 * Care-records sync, for MultiFacilityAdministrator and above (the site's data sources screen): a site's
 * data sources and their webhook API key, test connection, the external residents and their import,
 * reconciliations, and the webhooks with their messages.
 */
export function careRecordsSyncRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = { access: { minRole: 'MultiFacilityAdministrator' as const } };
    const ok = (schema: z.ZodMiniType) => ({ 200: schema, ...errorResponses });

    app.get(
      '/sync/datasources',
      {
        config: admin,
        schema: {
          tags,
          description:
            'The site’s synchronization data sources. Secrets are never answered: `hasClientSecret`, `hasClientCertificate`, `hasApiKey` say whether one is set.',
          querystring: z.object({ facilityId: ZId }),
          response: ok(ZDataSourceList),
        },
      },
      async (req) => getDataSources(ctx, requireTenant(req), req.query.facilityId),
    );
    app.post(
      '/sync/facilitydatasource',
      {
        config: admin,
        schema: {
          tags,
          description:
            'Creates a data source (no `id`) or updates one of the site’s. An absent or null `clientSecret` / `privateKey` keeps ' +
            'the stored one. OAuth2 needs a client id and secret, TwoLegged a certificate and private key (400 `sync.*_required` on ' +
            'the field). Answers the site’s data sources.',
          body: ZSaveDataSource,
          response: ok(ZDataSourceList),
        },
      },
      async (req) => saveDataSource(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.delete(
      '/sync/facilitydatasource/:id',
      {
        config: admin,
        schema: { tags, description: 'Deletes a data source.', params: z.object({ id: ZId }), response: ok(z.object({ id: ZId })) },
      },
      async (req) => removeDataSource(ctx, requireTenant(req), requestMeta(req), req.params.id),
    );
    app.post(
      '/facility/generatedatasourceapikey',
      {
        config: admin,
        schema: {
          tags,
          description: 'A new API key for the data source’s webhooks, answered once (the previous key stops working).',
          body: ZGenerateDataSourceApiKey,
          response: ok(ZDataSourceApiKey),
        },
      },
      async (req) => generateDataSourceApiKey(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post(
      '/sync/testconnection',
      {
        config: admin,
        schema: {
          tags,
          description:
            'Asks the external system for a token (or makes the mutual-TLS handshake) and looks the facility up; answers what it ' +
            'said: the facility’s name, or the failure as a `sync.*` code with its HTTP status and text, and the quota.',
          body: ZSyncDataSourceRef,
          response: ok(ZTestConnectionResult),
        },
      },
      async (req) => testConnection(ctx, requireTenant(req), req.body),
    );
    app.post(
      '/sync/residents',
      {
        config: admin,
        schema: {
          tags,
          description:
            'The external residents of the data source’s facility (read page after page), each with its sync status against ours: ' +
            'New (we hold none), Updated (a field the external system owns differs: `differences`) or None, and our room of its ' +
            'room number. When the external system cannot be read, `failure` says why (a readable `sync.*` code).',
          body: ZSyncResidentsQuery,
          response: ok(ZSyncResidentList),
        },
      },
      async (req) => listSyncResidents(ctx, requireTenant(req), req.body),
    );
    app.post(
      '/sync/reconciliation',
      {
        config: admin,
        schema: {
          tags,
          description:
            'What the next import from the data source asks to decide first: the external patients not imported yet, each with the ' +
            'resident the site holds for them (same resident ID, or same name and room), the residents entered by hand (offered for ' +
            'discharge when the external system does not know them: every one the first time, later those entered since), and the ' +
            'rooms the site lacks with an area suggested from the external unit or floor. 502 `sync.external_unavailable` when the ' +
            'external system cannot be read.',
          body: ZSyncDataSourceRef,
          response: ok(ZReconciliation),
        },
      },
      async (req) => getReconciliation(ctx, requireTenant(req), req.body),
    );
    app.post(
      '/sync/reconciliation/apply',
      {
        config: admin,
        schema: {
          tags,
          description:
            'Applies the decisions: each paired resident becomes the imported one of its patient (the same record, history kept), ' +
            'the chosen residents are discharged (the vacated room asks its clean), each new room is created in its area, and the ' +
            'pairs’ patients are imported as a run (GET /sync/runs/{id}). Field errors name the pair, discharge or room at fault.',
          body: ZApplyReconciliation,
          response: ok(ZSyncRun),
        },
      },
      async (req) => applyReconciliation(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post(
      '/sync/importresidents',
      {
        config: admin,
        schema: {
          tags,
          description:
            'Imports the chosen external residents as a job (GET /sync/runs/{id} for its progress): each is created or brought up ' +
            'to date; its room matched by number, or created under `areaId`. One run at a time per data source (409 ' +
            '`sync.run_active`). A spent quota pauses the run until the daily reset.',
          body: ZImportResidents,
          response: ok(ZSyncRun),
        },
      },
      async (req) => startImport(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post(
      '/sync/reconcile',
      {
        config: admin,
        schema: {
          tags,
          description:
            'Brings every imported resident up to date with the external system now, as a job (it also runs daily): what a missed ' +
            'webhook would have done (a discharge, a transfer) is done.',
          body: ZSyncDataSourceRef,
          response: ok(ZSyncRun),
        },
      },
      async (req) => startReconcile(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.get(
      '/sync/runs',
      {
        config: admin,
        schema: {
          tags,
          description: 'The data source’s recent imports and reconciliations, newest first.',
          querystring: ZSyncDataSourceRef,
          response: ok(ZSyncRunList),
        },
      },
      async (req) => getRuns(ctx, requireTenant(req), req.query),
    );
    app.get(
      '/sync/runs/:id',
      {
        config: admin,
        schema: {
          tags,
          description: 'One import or reconciliation: its status, progress, counts and problems.',
          params: z.object({ id: ZId }),
          querystring: z.object({ facilityId: ZId }),
          response: ok(ZSyncRun),
        },
      },
      async (req) => getRun(ctx, requireTenant(req), req.query.facilityId, req.params.id),
    );
    app.get(
      '/sync/messages',
      {
        config: admin,
        schema: {
          tags,
          description: 'The data source’s recent webhook messages (100, newest first): deliveries, status, tries, failure and effects.',
          querystring: ZSyncMessagesQuery,
          response: ok(ZSyncMessageList),
        },
      },
      async (req) => getMessages(ctx, requireTenant(req), req.query),
    );
    app.post(
      '/sync/messages/retry',
      {
        config: admin,
        schema: {
          tags,
          description: 'Processes a failed (or waiting) message again now.',
          body: ZRetrySyncMessage,
          response: ok(ZSyncMessage),
        },
      },
      async (req) => retryMessage(ctx, requireTenant(req), req.body),
    );
    app.post(
      '/sync/webhook/:dataSourceId',
      {
        config: { access: { public: true } },
        bodyLimit: 64 * 1024,
        schema: {
          tags,
          security: [],
          description:
            'Where the external system sends its webhooks for one data source, with the data source’s API key in `x-api-key` ' +
            '(POST /facility/generatedatasourceapikey); a missing or wrong key, or an unknown data source, is 401. The message is ' +
            'stored once per `messageId` (a repeat answers `duplicate: true` and changes nothing) and processed afterwards by the ' +
            'job runner: the answer does not wait for it.',
          params: z.object({ dataSourceId: ZId }),
          headers: z.object({ 'x-api-key': z.optional(z.string().check(z.maxLength(200))) }),
          body: ZWebhookMessage,
          response: ok(ZWebhookAck),
        },
      },
      async (req) => receiveWebhook(ctx, req.params.dataSourceId, req.headers['x-api-key'], req.body, req.ip),
    );
  };
}
