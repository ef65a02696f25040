import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  ZCleansRequest,
  ZCleansResponse,
  ZDashboardDelta,
  ZDashboardHead,
  ZDashboardQuery,
  ZDashboardRoom,
  ZRoomStateUpdate,
} from '@carehome/contracts';
import { roleIncludes } from '@carehome/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import { requireSite, requireTenant } from '../../platform/auth/access.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { roomCleans } from './cleans.service.ts';
import { logDashboardRead } from './dashboard.access-log.ts';
import { type DashboardSnapshot, getDashboard } from './dashboard.service.ts';
import { getDashboardDelta } from './dashboard-delta.service.ts';
import { setRoomState } from './room-state.service.ts';

const tags = ['housekeeping'];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * Compressed once per snapshot and encoding, off the event loop (zlib's thread pool): every viewer of
 * the site shares the bytes. Brotli at quality 6: for a 1,000-room site's 1.9 MB, 113.5 KB in 9 ms
 * (quality 4: 119.5 KB in 4 ms). Once per change, every viewer's download is 5% smaller.
 */
const encoded = new WeakMap<DashboardSnapshot, { br?: Promise<Buffer>; gzip?: Promise<Buffer> }>();
function bytesOf(snapshot: DashboardSnapshot, encoding: 'br' | 'gzip' | null): string | Promise<Buffer> {
  if (!encoding) return snapshot.json;
  let e = encoded.get(snapshot);
  if (!e) {
    e = {};
    encoded.set(snapshot, e);
  }
  if (encoding === 'br') {
    e.br ??= brotli(snapshot.json, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: snapshot.json.length },
    });
    return e.br;
  }
  e.gzip ??= gzip(snapshot.json, { level: 5 });
  return e.gzip;
}

/** Answers below this size go as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * GET /housekeeping: the configuration, then every room of the site with its status (the spec's answer);
 * with an ETag, so a client that already has the snapshot gets a 304. With `since`: the tablets' board as
 * changes (`TDashboardDelta`): the tiles changed after that version, or the whole board. Room states and
 * room history.
 */
async function send(accept: string | undefined, reply: FastifyReply, snapshot: DashboardSnapshot) {
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (snapshot.json.length < COMPRESS_FROM_BYTES) return reply.send(snapshot.json);
  const encoding = /\bbr\b/.test(accept ?? '') ? 'br' : /\bgzip\b/.test(accept ?? '') ? 'gzip' : null;
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(await bytesOf(snapshot, encoding));
}

export function dashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/housekeeping',
      {
        config: { access: { minRole: 'Housekeeper' } },
        schema: {
          tags,
          querystring: ZDashboardQuery,
          response: { 200: z.union([z.tuple([ZDashboardHead], ZDashboardRoom), ZDashboardDelta]), ...errorResponses },
        },
      },
      async (req, typedReply) => {
        // The body is sent pre-serialized (and pre-compressed) from the snapshot, past the typed serializer.
        const reply = typedReply as unknown as FastifyReply;
        const auth = req.query.facilityId ? requireTenant(req) : requireSite(req);
        const facilityId = req.query.facilityId ?? (auth.facilityId as string);
        const audit = roleIncludes(auth.role, 'FacilityAssistant');
        let snapshot: DashboardSnapshot;
        if (req.query.since === undefined) {
          snapshot = await getDashboard(ctx, auth, facilityId, audit);
        } else {
          const delta = await getDashboardDelta(ctx, auth, facilityId, audit, req.query.since, req.query.at ?? null);
          snapshot = delta.snapshot;
          reply.header('cache-control', 'private, no-store');
          if (!delta.complete) return send(req.headers['accept-encoding'], reply, snapshot);
        }
        reply.header('etag', snapshot.etag).header('cache-control', 'private, no-cache');
        if (req.headers['if-none-match'] === snapshot.etag) return reply.status(304).send();
        await logDashboardRead(ctx, auth, requestMeta(req), facilityId, snapshot);
        return send(req.headers['accept-encoding'], reply, snapshot);
      },
    );

    app.post(
      '/housekeeping/roomstate',
      {
        config: { access: { minRole: 'Nursing' } },
        schema: {
          tags,
          body: ZRoomStateUpdate,
          response: {
            200: z.object({ roomStateId: z.nullable(z.string()), stateName: z.nullable(z.string()), cleanType: z.nullable(z.string()) }),
            ...errorResponses,
          },
        },
      },
      (req) => setRoomState(ctx, requireTenant(req), requestMeta(req), req.body),
    );

    app.post(
      '/housekeeping/cleans',
      {
        config: { access: { minRole: 'Nursing' } },
        schema: { tags, body: ZCleansRequest, response: { 200: ZCleansResponse, ...errorResponses } },
      },
      (req) => roomCleans(ctx, requireTenant(req), req.body),
    );
  };
}
