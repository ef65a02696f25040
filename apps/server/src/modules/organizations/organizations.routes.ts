import { ZTenant, ZTenantCreate, ZTenantCreated, ZTenantList, ZTenantUpdate } from '@carehome/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import { requireAuth } from '../../platform/auth/access.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { getTenant, listTenants, onboardTenant, updateTenant } from './organizations.service.ts';

const tags = ['organizations'];

/**
 * Organizations (GET /tenant?, POST /tenant/create, POST /tenant/update). Only a SiteAdministrator sees
 * Organizations and their edit screen: the list and the settings hold
 * every organization's supervisor emails, where resident data is mailed. A SiteAssistant switches
 * organization through auth/switchTenant and auth/sites, not through these routes.
 */
export function tenantsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const providerAdmin = { access: { minRole: 'SiteAdministrator' as const } };
    app.get(
      '/tenant',
      {
        config: providerAdmin,
        schema: { tags, querystring: z.object({ id: z.optional(z.uuid()) }), response: { 200: ZTenantList, ...errorResponses } },
      },
      async (req) => {
        const auth = requireAuth(req);
        return { tenants: req.query.id ? [await getTenant(ctx, auth, req.query.id)] : await listTenants(ctx, auth) };
      },
    );
    app.post(
      '/tenant/create',
      {
        config: providerAdmin,
        schema: { tags, body: ZTenantCreate, response: { 200: ZTenantCreated, ...errorResponses } },
      },
      (req) => onboardTenant(ctx, requireAuth(req), requestMeta(req), req.body),
    );
    app.post(
      '/tenant/update',
      {
        config: providerAdmin,
        schema: { tags, body: ZTenantUpdate, response: { 200: ZTenant, ...errorResponses } },
      },
      (req) => updateTenant(ctx, requireAuth(req), requestMeta(req), req.body.tenant),
    );
  };
}
