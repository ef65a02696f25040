import { ZClientLogBatch, ZOkResponse } from '@carehome/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { errorResponses } from '../../platform/http/schemas.ts';

const WINDOW_MS = 60_000;
const MAX_BATCHES_PER_WINDOW = 60;

/**
 * POST /api/logger: client errors and warnings, in batches (spec section 7). Open to signed-out
 * pages too (a crash on the sign-in screen matters), so it is limited per address; the client sends
 * paths and error texts only, never personal data.
 */
export function clientLogRoutes(): FastifyPluginAsyncZod {
  const windows = new Map<string, { start: number; count: number }>();
  return async (app) => {
    app.post(
      '/logger',
      {
        config: { access: { public: true } },
        bodyLimit: 64 * 1024,
        schema: { tags: ['logging'], body: ZClientLogBatch, response: { 200: ZOkResponse, ...errorResponses } },
      },
      async (req) => {
        const now = Date.now();
        const key = req.ip ?? 'unknown';
        const w = windows.get(key);
        if (!w || now - w.start > WINDOW_MS) windows.set(key, { start: now, count: 1 });
        else if (++w.count > MAX_BATCHES_PER_WINDOW)
          throw new AppError(429, 'rate_limited', [], {}, Math.ceil((w.start + WINDOW_MS - now) / 1000));
        if (windows.size > 10_000) windows.clear();
        for (const e of req.body.entries) {
          const fields = { source: 'client', clientPath: e.path, clientAt: e.at, ...(e.detail ? { detail: e.detail } : {}) };
          if (e.level === 'error') req.log.error(fields, e.message);
          else req.log.warn(fields, e.message);
        }
        return { ok: true as const };
      },
    );
  };
}
