import type { TRole } from '@carehome/contracts';
import { roleIncludes } from '@carehome/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { AppError, forbidden, unauthenticated } from '../errors.ts';
import { readCorrelation, readTrace } from '../http/trace.ts';
import type { AuthContext, DeviceContext } from './session.types.ts';
import type { SessionCache } from './session-cache.ts';
import { findActiveDevice, findActiveSession, needsTouch, touchSession } from './sessions.repository.ts';
import { bearerToken } from './tokens.ts';

/** What every route declares: who may call it (DESIGN.md section 4.4). */
export type RouteAccess = { public: true } | { minRole: TRole };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    device: DeviceContext | null;
    traceId: string;
  }
}

/** The signed-in account of a route that declared a minimum role (set by the access hook). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** The current organization of the signed-in account; 403 when none is chosen. */
export function requireTenant(request: FastifyRequest): AuthContext & { tenantId: string } {
  const auth = requireAuth(request);
  if (!auth.tenantId) throw forbidden();
  return auth as AuthContext & { tenantId: string };
}

/** The current organization and site of the signed-in account; 403 when no site is chosen. */
export function requireSite(request: FastifyRequest): AuthContext & { tenantId: string; facilityId: string } {
  const auth = requireTenant(request);
  if (!auth.facilityId) throw forbidden();
  return auth as AuthContext & { tenantId: string; facilityId: string };
}

/**
 * Resolves trace, device and session for every request, then enforces the route's declared access:
 * 401 without an account, 403 below the minimum role. A route that declared nothing is refused.
 */
export function installAccessControl(app: FastifyInstance, database: Database, sessionCache?: SessionCache): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('device', null);
  app.decorateRequest('traceId', '');

  app.addHook('onRequest', async (request, reply) => {
    const trace = readTrace(request.headers.traceparent as string | undefined, request.headers.tracestate as string | undefined);
    request.traceId = request.id;
    reply.header('traceparent', `00-${request.id}-${trace.spanId}-01`);

    const deviceToken = request.headers['x-device-token'];
    if (typeof deviceToken === 'string' && deviceToken.length >= 16 && deviceToken.length <= 256) {
      request.device = (await findActiveDevice(database.db, deviceToken)) ?? null;
    }
    const token = bearerToken(request.headers.authorization);
    if (token) {
      request.auth = (await findActiveSession(database.db, token, sessionCache)) ?? null;
      if (request.auth && needsTouch(request.auth)) {
        sessionCache?.touched(request.auth.sessionId, new Date());
        void touchSession(database.db, request.auth.sessionId).catch(() => undefined);
      }
    }
    request.log = request.log.child({
      ...(request.auth ? { sessionId: request.auth.sessionId, userId: request.auth.subjectId, tenantId: request.auth.tenantId } : {}),
      ...(request.device ? { deviceId: request.device.id } : {}),
      ...readCorrelation(request.headers['correlation-context'] as string | undefined),
    });
    reply.log = request.log;

    const access = request.routeOptions.config?.access;
    if (!access) {
      if (request.is404) return; // not-found handler: answers 404 itself
      request.log.error({ url: request.routeOptions.url }, 'route declares no access rule');
      throw new AppError(500, 'server.temporary');
    }
    if ('public' in access) return;
    if (!request.auth) throw unauthenticated();
    if (!roleIncludes(request.auth.role, access.minRole)) throw forbidden();
  });
}
