import { ZOkResponse, ZSystemUser, ZSystemUserDelete, ZSystemUserList, ZSystemUserSave } from '@carehome/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.ts';
import { requireAuth } from '../../platform/auth/access.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { getSystemUsers, removeSystemUser, saveSystemUser } from './system-users.service.ts';

const tags = ['system users'];

/**
 * System users (GET, POST, DELETE /systemusers), for SiteAdministrator only, as the /admin/systemusers
 * screen is. Changes of oneself answer 'You have no permission to edit
 * System Users' (the service's rule).
 */
export function systemUsersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const access = { access: { minRole: 'SiteAdministrator' as const } };
    app.get('/systemusers', { config: access, schema: { tags, response: { 200: ZSystemUserList, ...errorResponses } } }, async (req) => ({
      systemUsers: await getSystemUsers(ctx, requireAuth(req)),
    }));
    app.post(
      '/systemusers',
      { config: access, schema: { tags, body: ZSystemUserSave, response: { 200: ZSystemUser, ...errorResponses } } },
      (req) => saveSystemUser(ctx, requireAuth(req), requestMeta(req), req.body.systemUser),
    );
    app.delete(
      '/systemusers',
      { config: access, schema: { tags, body: ZSystemUserDelete, response: { 200: ZOkResponse, ...errorResponses } } },
      async (req) => {
        await removeSystemUser(ctx, requireAuth(req), requestMeta(req), req.body.id);
        return { ok: true as const };
      },
    );
  };
}
