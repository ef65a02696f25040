import { ZClientLogBatch, ZOkResponse } from '@carehome/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.ts';
import { consume, THROTTLE_SCALE } from '../../platform/auth/throttle.ts';
import { errorResponses } from '../../platform/http/schemas.ts';

/**
 * Batches per session (per address when signed out): the web app sends at most one every 10 s, so a
 * page left open for hours fits; a script posting made-up text does not fill the log. Counted in
 * PostgreSQL (platform/auth/throttle.ts) so the limit holds across app copies.
 */
export const CLIENT_LOG_RULE = { scope: 'client-log', max: 60 * THROTTLE_SCALE, windowSeconds: 600 };

/**
 * POST /api/logger: client errors and warnings, in batches. Open to signed-out
 * pages too (a crash on the sign-in screen matters), so it is limited per session or address. What a
 * browser sends is anybody's text: it is logged one level below what it claims (an 'error' as warn, a
 * 'warn' as info) and marked `clientText`, so it never raises the server's own error alerts.
 */
export function clientLogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/logger',
      {
        config: { access: { public: true } },
        bodyLimit: 64 * 1024,
        schema: { tags: ['logging'], body: ZClientLogBatch, response: { 200: ZOkResponse, ...errorResponses } },
      },
      async (req) => {
        const key = req.auth ? `session|${req.auth.sessionId}` : `address|${req.ip ?? 'unknown'}`;
        await consume(ctx.database.db, CLIENT_LOG_RULE, key);
        for (const e of req.body.entries) {
          const fields = {
            source: 'client',
            clientText: true,
            clientLevel: e.level,
            clientPath: e.path,
            clientAt: e.at,
            ...(e.detail ? { detail: e.detail } : {}),
          };
          if (e.level === 'error') req.log.warn(fields, e.message);
          else req.log.info(fields, e.message);
        }
        return { ok: true as const };
      },
    );
  };
}
