import { ZDataSourceApiKey, ZDataSourceList, ZGenerateDataSourceApiKey, ZId, ZSaveDataSource } from '@carehome/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import { requireTenant } from '../../platform/auth/access.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { generateDataSourceApiKey, getDataSources, removeDataSource, saveDataSource } from './data-sources.service.ts';

const tags = ['care-records sync'];

/**
 * Care-records sync (issue 15; spec sections 2 /admin/facilities/{facilityid}/syncdatasources
 * (MultiFacilityAdministrator), 3, 7). Begun: a site's data sources and their webhook API key. The
 * import, the webhooks and the adapter are still to come.
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
  };
}
