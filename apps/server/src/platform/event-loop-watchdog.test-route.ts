import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

const ZBlockBody = z.object({
  /** How long to block; absent: for good (until the watchdog kills the process). */
  ms: z.optional(z.int().check(z.minimum(1), z.maximum(600_000))),
});

/**
 * POST /api/test/block-event-loop: busy-loops the main thread, so the tests can show the event-loop
 * watchdog killing a blocked copy and its supervisor starting it again. It exists only with
 * TEST_ROUTES=true (never in production), and only a platform administrator may call it.
 */
export function blockEventLoopRoute(): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/test/block-event-loop',
      { config: { access: { minRole: 'SiteAdministrator' } }, schema: { hide: true, body: ZBlockBody } },
      async (req) => {
        const until = req.body.ms === undefined ? Number.POSITIVE_INFINITY : Date.now() + req.body.ms;
        while (Date.now() < until) {
          // blocking on purpose
        }
        return { blockedMs: req.body.ms };
      },
    );
  };
}
