import fs from 'node:fs';
import path from 'node:path';
import { installZodMessages } from '@carehome/contracts';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { atpLimitsRoutes } from './modules/atp-limits/atp-limits.routes.ts';
import { auditPlanningRoutes } from './modules/audit-planning/audit-planning.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { readPlatformSecret } from './modules/auth/index.ts';
import { briefingsRoutes } from './modules/briefings/briefings.routes.ts';
import { calendarSyncRoutes } from './modules/calendar-sync/calendar-sync.routes.ts';
import { careRecordsSyncRoutes } from './modules/care-records-sync/care-records-sync.routes.ts';
import { cleanRecordRoutes } from './modules/clean-record/index.ts';
import { reportsRoutes } from './modules/cleaning/cleaning.routes.ts';
import { clientLogRoutes } from './modules/client-log/client-log.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { hubTileDeltas } from './modules/dashboard/index.ts';
import { dashboardLinksRoutes } from './modules/dashboard-links/dashboard-links.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { gettingStartedRoutes } from './modules/getting-started/getting-started.routes.ts';
import { housekeepingRoutes } from './modules/housekeeping/housekeeping.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { tenantsRoutes } from './modules/organizations/organizations.routes.ts';
import { outbreaksRoutes } from './modules/outbreaks/index.ts';
import { reportingRoutes } from './modules/reporting/reporting.routes.ts';
import { readResidentPhoto } from './modules/residents/index.ts';
import { residentsRoutes } from './modules/residents/residents.routes.ts';
import { siteDashboardRoutes } from './modules/site-dashboard/site-dashboard.routes.ts';
import { sitesRoutes } from './modules/sites/sites.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { staffScheduleRoutes } from './modules/staff-schedule/staff-schedule.routes.ts';
import { systemUsersRoutes } from './modules/system-users/system-users.routes.ts';
import { turnaroundRoutes } from './modules/turnaround/turnaround.routes.ts';
import { UpdateBus } from './modules/updates/update-bus.ts';
import { updatesRoutes } from './modules/updates/updates.routes.ts';
import type { AppContext } from './platform/app-context.ts';
import { installAccessControl } from './platform/auth/access.ts';
import { SessionCache } from './platform/auth/session-cache.ts';
import { type Config, fastifyTrustProxy } from './platform/config.ts';
import type { Database } from './platform/db/database.ts';
import { installErrorHandler } from './platform/errors.ts';
import { blockEventLoopRoute } from './platform/event-loop-watchdog.test-route.ts';
import { FileStore } from './platform/file-store.ts';
import { installInputHygiene } from './platform/http/input-hygiene.ts';
import { installSecurityHeaders } from './platform/http/security-headers.ts';
import { traceIdOf } from './platform/http/trace.ts';
import { loggerOptions } from './platform/logging.ts';
import { installMetrics } from './platform/metrics.ts';
import { secretBox } from './platform/secret-box.ts';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every route as registered, for the route-declaration test. */
  routes: RouteOptions[];
}

async function loadSecrets(config: Config, database: Database): Promise<AppContext['secrets']> {
  const pinPepper = config.appSecret ?? (await readPlatformSecret(database.db, 'pin_pepper'));
  if (!pinPepper) throw new Error('No PIN secret: set APP_SECRET or run the migrations');
  return { pinPepper, box: secretBox(pinPepper) };
}

/** Builds the HTTP app (plugins, hooks, module routes). Used by main.ts and by the tests. */
export async function buildApp(opts: { config: Config; database: Database; logger?: Logger }): Promise<BuiltApp> {
  const { config, database } = opts;
  installZodMessages();
  const app = Fastify({
    loggerInstance: opts.logger as FastifyBaseLogger | undefined,
    ...(opts.logger ? {} : { logger: loggerOptions(config.logLevel) }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // The request id in every log line is the W3C trace id, so logs join up with the client's traces.
    genReqId: (req) => traceIdOf(req.headers.traceparent),
    logController: new LogController({ requestIdLogLabel: 'traceId' }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });

  const ctx: AppContext = {
    config,
    database,
    secrets: await loadSecrets(config, database),
    log: app.log as unknown as Logger,
    files: new FileStore(path.join(config.dataDir, 'files')),
    queue: null,
  };
  installErrorHandler(app);
  // Sessions by token, kept for seconds while the update bus (below) hears every session change.
  const sessionCache = new SessionCache();
  installAccessControl(app, database, sessionCache);
  installInputHygiene(app);
  installSecurityHeaders(app, { hsts: config.hsts });

  // API answers are compressed per request; the web app's files are compressed once at build time.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Care home housekeeping API', version: '1.0.0', description: 'REST API; every call carries a bearer token.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  // Routes of third-party plugins (API docs, static files) are public by declaration.
  const webIndex = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(webIndex);
  const indexHtml = hasWeb ? fs.readFileSync(webIndex, 'utf8') : undefined;
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), access: { public: true } };
    });
    await scope.register(swaggerUi, { routePrefix: '/api/docs' });
    if (hasWeb) {
      await scope.register(fastifyStatic, {
        root: config.webDist,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(res, file) {
          const immutable = file.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
  });

  app.get('/healthz', { config: { access: { public: true } }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: { public: true } }, schema: { hide: true } }, async (_req, reply) => {
    try {
      await database.pool.query('select 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
  if (config.benchRoutes) {
    app.get('/api/hello', { config: { access: { public: true } }, schema: { hide: true } }, async () => ({ hello: 'world' }));
  }

  // Live updates: one LISTEN connection per process; sockets at /hubs/updates.
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const bus = new UpdateBus(String(database.pool.options.connectionString), ctx.log, sessionCache, hubTileDeltas(ctx));
  await bus.start();
  app.addHook('onClose', async () => {
    await bus.stop();
    sessionCache.dispose();
  });
  await app.register(updatesRoutes(ctx, bus));
  installMetrics(app, ctx, { sockets: () => bus.size });

  await app.register(authRoutes(ctx), { prefix: '/api' });
  await app.register(clientLogRoutes(ctx), { prefix: '/api' });
  for (const routes of [
    tenantsRoutes,
    sitesRoutes,
    staffRoutes,
    systemUsersRoutes,
    // A resident's photo is read under the residents module's rule, which files (beneath residents) cannot import.
    (c: AppContext) => filesRoutes(c, { residentPhoto: readResidentPhoto }),
    housekeepingRoutes,
    dashboardRoutes,
    reportsRoutes,
    reportingRoutes,
    residentsRoutes,
    staffScheduleRoutes,
    jobsRoutes,
    calendarSyncRoutes,
    briefingsRoutes,
    dashboardLinksRoutes,
    careRecordsSyncRoutes,
    siteDashboardRoutes,
    gettingStartedRoutes,
    atpLimitsRoutes,
    turnaroundRoutes,
    cleanRecordRoutes,
    auditPlanningRoutes,
    outbreaksRoutes,
  ]) {
    await app.register(routes(ctx), { prefix: '/api' });
  }
  if (config.testRoutes) await app.register(blockEventLoopRoute(), { prefix: '/api' });

  // The single-page app answers every other browser navigation; API paths stay JSON 404s.
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(api|hubs)(\/|$)/.test(request.url) || request.url === '/healthz' || request.url === '/readyz';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (indexHtml && !isApi && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.status(404).send({ message: 'Not found', code: 'not_found', errors: [] });
  });

  await app.ready();
  return { app, ctx, routes };
}
