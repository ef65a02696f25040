import { HUB_CLOSE, HUB_PATH, type THubMessage, ZHubAuthenticate } from '@carehome/contracts';
import { roleIncludes } from '@carehome/domain';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../platform/app-context.ts';
import type { AuthContext } from '../../platform/auth/session.types.ts';
import { findActiveSession } from '../../platform/auth/sessions.repository.ts';
import { assertSiteVisible } from '../../platform/auth/tenant-access.ts';
import { withTenant } from '../../platform/db/database.ts';
import { findSiteRow } from '../../platform/db/site-rows.ts';
import { AppError } from '../../platform/errors.ts';
import type { UpdateBus } from './update-bus.ts';

/** The first message must arrive this soon after the socket opens. */
const AUTH_TIMEOUT_MS = 10_000;
/** Pings find tablets that dropped off the Wi-Fi without closing; sessions are checked again as often. */
const HEARTBEAT_MS = 30_000;
const SESSION_CHECK_MS = 5 * 60_000;

/**
 * GET /hubs/updates (WebSocket). A browser cannot set headers on a WebSocket, and tokens in URLs end up
 * in logs, so the token travels in the first message. Once authenticated for a site, the socket gets
 * that site's changes from the bus until it closes, the session ends or the client goes silent.
 */
export function updatesRoutes(ctx: AppContext, bus: UpdateBus) {
  return async (app: FastifyInstance) => {
    app.get(HUB_PATH, { websocket: true, config: { access: { public: true } }, schema: { hide: true } }, (socket: WebSocket, req) => {
      let auth: AuthContext | null = null;
      let unsubscribe: (() => void) | null = null;
      let alive = true;
      const sendText = (text: string) => {
        if (socket.readyState === socket.OPEN) socket.send(text);
      };
      const send = (m: THubMessage) => sendText(JSON.stringify(m));
      const close = (code: number, reason: string) => {
        if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(code, reason);
      };
      const authTimer = setTimeout(() => close(HUB_CLOSE.authTimeout, 'authenticate first'), AUTH_TIMEOUT_MS);
      const heartbeat = setInterval(() => {
        if (!alive) {
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
      }, HEARTBEAT_MS);
      const checkSession = () => {
        if (!auth) return;
        findActiveSession(ctx.database.db, token)
          .then((a) => {
            if (!a || a.sessionId !== auth?.sessionId) close(HUB_CLOSE.unauthenticated, 'session ended');
          })
          .catch(() => undefined);
      };
      // Expiry is noticed here; a revocation is announced on the bus and closes the socket at once.
      const sessionCheck = setInterval(checkSession, SESSION_CHECK_MS);
      let unwatch: (() => void) | null = null;
      let token = '';
      socket.on('pong', () => {
        alive = true;
      });
      socket.on('close', () => {
        clearTimeout(authTimer);
        clearInterval(heartbeat);
        clearInterval(sessionCheck);
        unsubscribe?.();
        unwatch?.();
      });
      socket.on('message', (data) => {
        alive = true;
        if (auth) return; // nothing else is expected from the client
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(data));
        } catch {
          parsed = null;
        }
        const message = ZHubAuthenticate.safeParse(parsed);
        if (!message.success) {
          close(HUB_CLOSE.badMessage, 'expected Authenticate');
          return;
        }
        token = message.data.token;
        void authenticate(message.data.facilityId).catch((err: unknown) => {
          if (err instanceof AppError && err.statusCode === 404) close(HUB_CLOSE.notFound, 'site not found');
          else if (err instanceof AppError && err.statusCode === 401) close(HUB_CLOSE.unauthenticated, 'sign in again');
          else {
            req.log.warn({ err }, 'live updates: authentication failed');
            close(1011, 'try again');
          }
        });
      });

      async function authenticate(facilityId: string) {
        const session = await findActiveSession(ctx.database.db, token);
        if (!session) throw new AppError(401, 'auth.unauthenticated');
        if (!session.tenantId || !/^[0-9a-f-]{36}$/i.test(facilityId)) throw new AppError(404, 'not_found');
        const tenantId = session.tenantId;
        assertSiteVisible({ ...session, tenantId }, facilityId);
        const site = await withTenant(ctx.database.db, tenantId, (tx) => findSiteRow(tx, facilityId));
        if (!site) throw new AppError(404, 'not_found');
        if (socket.readyState !== socket.OPEN) return;
        auth = session;
        clearTimeout(authTimer);
        // Tiles come in the variant GET /housekeeping answers this account (audit banners from assistants up).
        unsubscribe = bus.subscribe(tenantId, facilityId, { audit: roleIncludes(session.role, 'FacilityAssistant'), send: sendText });
        unwatch = bus.watchSession(session.sessionId, {
          revoked: () => close(HUB_CLOSE.unauthenticated, 'session ended'),
          recheck: checkSession,
        });
        send({ type: 'Authenticated', facilityId });
      }
    });
  };
}
