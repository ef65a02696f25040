import crypto from 'node:crypto';
import type { TAccountInfo, TRole } from '@carehome/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { devices } from '../src/db/schema/auth.ts';
import { insertOrganization } from '../src/modules/organizations/index.ts';
import { insertSite } from '../src/modules/sites/index.ts';
import { insertStaffMember } from '../src/modules/staff/index.ts';
import { insertSystemUser } from '../src/modules/system-users/index.ts';
import type { AppContext } from '../src/platform/app-context.ts';
import { hashPassword } from '../src/platform/auth/passwords.ts';
import { pinHmac } from '../src/platform/auth/pin.ts';
import { hashToken } from '../src/platform/auth/tokens.ts';
import { type Config, loadConfig } from '../src/platform/config.ts';
import { type Database, openDatabase, withTenant } from '../src/platform/db/database.ts';
import { parseAllowedHosts } from '../src/platform/outbound/addresses.ts';
import { withDatabase, withUser } from './global-setup.ts';

export const PASSWORD = 'Test-Pass-42';

export interface TestContext {
  app: FastifyInstance;
  ctx: AppContext;
  routes: RouteOptions[];
  database: Database;
  ownerUrl: string;
  /** The test database as the superuser (to do what a database outage would). */
  superUrl: string;
  /** A second server process on the same database, as when two copies of the app run side by side. */
  secondApp(): Promise<{ app: FastifyInstance; close(): Promise<void> }>;
  /**
   * A client signed in as `role` of `org` (by default the first organization made in this context):
   * `t.as('Nursing').post('resident', body)`. A key of `OrgFixture.emails` ('Housekeeper@1' too) signs
   * that staff member in by password; SiteAdministrator and SiteAssistant are new system users switched
   * to the organization. Each role signs in once per organization, on its first request.
   */
  as(role: string, org?: OrgFixture): RoleClient;
  /** The organization `as` acts in when none is named: the first `createOrganization` made here. */
  org?: OrgFixture;
  close(): Promise<void>;
}

/** Requests to /api as one signed-in account; a url without a leading '/' is under /api/. */
export interface RoleClient {
  token(): Promise<string>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  request(method: InjectOptions['method'], url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

/** `t.as`: signs in lazily, once per organization and role, and sends requests with that token. */
function roleClients(t: TestContext): TestContext['as'] {
  const tokens = new Map<string, Promise<string>>();
  const signIn = (role: string, org: OrgFixture): Promise<string> => {
    if (role === 'SiteAdministrator' || role === 'SiteAssistant') return systemUserIn(t, role, org.tenantId);
    const email = org.emails[role];
    if (!email) throw new Error(`no staff member '${role}' in the organization`);
    return login(t, email).then((info) => info.token.token);
  };
  return (role, org) => {
    const of = org ?? t.org;
    if (!of) throw new Error('t.as: create an organization first, or name one');
    const key = `${of.tenantId}:${role}`;
    const token = () => {
      let p = tokens.get(key);
      if (!p) {
        p = signIn(role, of);
        tokens.set(key, p);
      }
      return p;
    };
    const request = async (method: InjectOptions['method'], url: string, body?: unknown) =>
      t.app.inject({
        method,
        url: url.startsWith('/') ? url : `/api/${url}`,
        headers: bearer(await token()),
        ...(body === undefined ? {} : { payload: body as object }),
      });
    return { token, request, get: (url) => request('GET', url), post: (url, body) => request('POST', url, body) };
  };
}

/**
 * Lists the host and port of a server a test started (the care-records simulator on loopback) for
 * outbound calls, as an operator lists theirs in OUTBOUND_ALLOWED_HOSTS; nothing else on loopback is.
 */
export function allowOutbound(t: TestContext, url: string): void {
  t.ctx.config.outboundAllowedHosts.push(...parseAllowedHosts(new URL(url).host));
}

/** A fresh database copied from the migrated template, and the app built on it as in production. */
export async function createTestContext(overrides: Partial<Config> = {}): Promise<TestContext> {
  const adminUrl = inject('pgAdminUrl');
  const password = inject('pgAppPassword');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')} OWNER carehome_owner`);
  await admin.end();
  const appUrl = withUser(withDatabase(adminUrl, name), 'carehome_app', password);
  const database = openDatabase(appUrl, 5);
  const config: Config = { ...loadConfig({}), logLevel: (process.env.TEST_LOG_LEVEL as Config['logLevel']) ?? 'silent', ...overrides };
  const { app, ctx, routes } = await buildApp({ config, database });
  const t: TestContext = {
    app,
    ctx,
    routes,
    database,
    ownerUrl: withUser(withDatabase(adminUrl, name), 'carehome_owner', password),
    superUrl: withDatabase(adminUrl, name),
    async secondApp() {
      const db2 = openDatabase(appUrl, 3);
      const second = await buildApp({ config, database: db2 });
      return {
        app: second.app,
        async close() {
          await second.app.close();
          await db2.close();
        },
      };
    },
    async close() {
      await app.close();
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
    as: (role, org) => asRole(role, org),
  };
  const asRole = roleClients(t);
  return t;
}

export interface OrgFixture {
  tenantId: string;
  siteIds: [string, string];
  /** Email per role; staff at site 0 unless the key ends with "@1". */
  emails: Record<string, string>;
  staffIds: Record<string, string>;
  deviceId: string;
  deviceToken: string;
  hardwareId: string;
  pins: Record<string, string>;
}

const STAFF_ROLES: TRole[] = [
  'MultiFacilityAdministrator',
  'FacilityAdministrator',
  'FacilityAssistant',
  'LeadHousekeeper',
  'Nursing',
  'Housekeeper',
  'TabletRegistration',
];

let counter = 0;

/**
 * An organization with two sites, a staff member at every staff role (site 0), a housekeeper at
 * site 1, and a registered tablet at site 0. Emails are unique per call.
 */
export async function createOrganization(t: TestContext, label = 'Org'): Promise<OrgFixture> {
  const n = ++counter;
  const slug = `${label.toLowerCase().replace(/\W+/g, '')}${n}-${crypto.randomBytes(3).toString('hex')}`;
  const tenantId = crypto.randomUUID();
  const passwordHash = await hashPassword(PASSWORD);
  const pepper = t.ctx.secrets.pinPepper;
  const deviceId = crypto.randomUUID();
  const deviceToken = crypto.randomBytes(32).toString('base64url');
  const emails: Record<string, string> = {};
  const staffIds: Record<string, string> = {};
  const pins: Record<string, string> = {};
  const siteIds: string[] = [];
  await withTenant(t.database.db, tenantId, async (tx) => {
    await insertOrganization(tx, { id: tenantId, name: `${label} ${slug}` });
    const s0 = await insertSite(tx, { tenantId, name: `${label} North`, timeZone: 'America/Toronto' });
    const s1 = await insertSite(tx, { tenantId, name: `${label} South`, timeZone: 'Europe/London' });
    siteIds.push(s0, s1);
    const people: Array<{ key: string; role: TRole; site: string }> = [
      ...STAFF_ROLES.map((role) => ({ key: role, role, site: s0 })),
      { key: 'Housekeeper@1', role: 'Housekeeper', site: s1 },
    ];
    let i = 0;
    for (const p of people) {
      i++;
      const email = `${p.key.toLowerCase().replace('@', '-at-')}.${slug}@test.example`;
      const pin = String(1000 + n * 20 + i);
      emails[p.key] = email;
      pins[p.key] = pin;
      staffIds[p.key] = await insertStaffMember(tx, {
        tenantId,
        facilityId: p.site,
        staffRefId: `S-${i}`,
        firstName: p.role,
        lastName: slug,
        email,
        passwordHash,
        pinHmac: pinHmac(pepper, tenantId, pin),
        role: p.role,
        // Sign-in by password from the test client (no tablet); the offsite tests turn it off.
        offsiteAuthentication: true,
      });
    }
    await tx.insert(devices).values({
      id: deviceId,
      tenantId,
      facilityId: s0,
      name: 'Tablet',
      hardwareId: `hw-${slug}`,
      tokenHash: hashToken(deviceToken),
      registeredBy: staffIds.TabletRegistration as string,
    });
  });
  const org: OrgFixture = {
    tenantId,
    siteIds: siteIds as [string, string],
    emails,
    staffIds,
    deviceId,
    deviceToken,
    hardwareId: `hw-${slug}`,
    pins,
  };
  t.org ??= org;
  return org;
}

/** A system user (SiteAdministrator or SiteAssistant) with the test password. */
export async function createSystemUser(t: TestContext, role: 'SiteAdministrator' | 'SiteAssistant'): Promise<string> {
  const email = `${role.toLowerCase()}.${crypto.randomBytes(4).toString('hex')}@test.example`;
  await t.database.db.transaction(async (tx) => {
    await insertSystemUser(tx, { email, name: role, role, passwordHash: await hashPassword(PASSWORD) });
  });
  return email;
}

export async function login(
  t: TestContext,
  email: string,
  password = PASSWORD,
  headers: Record<string, string> = {},
): Promise<TAccountInfo> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { user: { email, password } }, headers });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const bearer = (info: TAccountInfo | string) => ({
  authorization: `Bearer ${typeof info === 'string' ? info : info.token.token}`,
});

/** A new system user of `role`, signed in and switched to the organization: the session. */
export async function systemSessionIn(
  t: TestContext,
  role: 'SiteAdministrator' | 'SiteAssistant',
  tenantId: string,
): Promise<TAccountInfo> {
  const info = await login(t, await createSystemUser(t, role));
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/switchTenant', payload: { data: { tenantId } }, headers: bearer(info) });
  if (res.statusCode !== 200) throw new Error(`switchTenant failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A new system user of `role`, signed in and switched to the organization: the session's token. */
export async function systemUserIn(t: TestContext, role: 'SiteAdministrator' | 'SiteAssistant', tenantId: string): Promise<string> {
  return (await systemSessionIn(t, role, tenantId)).token.token;
}

/** The signed-in account behind a token, as services receive it. */
export async function authOf(t: TestContext, info: TAccountInfo) {
  const { findActiveSession } = await import('../src/platform/auth/sessions.repository.ts');
  const auth = await findActiveSession(t.database.db, info.token.token);
  if (!auth?.tenantId) throw new Error('no tenant session');
  return auth as typeof auth & { tenantId: string };
}

/** Request facts for calling a service directly from a test. */
export function testMeta(auth?: { kind: 'system' | 'staff'; subjectId: string; sessionId: string }) {
  return {
    ip: '127.0.0.1',
    userAgent: 'vitest',
    traceId: crypto.randomBytes(16).toString('hex'),
    deviceId: null,
    sessionId: auth?.sessionId ?? null,
    actorKind: auth?.kind ?? ('anonymous' as const),
    actorId: auth?.subjectId ?? null,
  };
}

/** Adds rooms of one room type, outside any area, to a site through the layout route; their ids by number. */
export async function addRooms(
  t: TestContext,
  token: string,
  facilityId: string,
  roomTypeId: string,
  numbers: readonly string[],
): Promise<Record<string, string>> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/facility/rooms',
    headers: bearer(token),
    payload: { facilityId, rooms: numbers.map((roomNumber) => ({ areaId: null, roomNumber, roomTypeId })) },
  });
  if (res.statusCode !== 200) throw new Error(`addRooms: ${res.statusCode} ${res.body}`);
  return Object.fromEntries((res.json().rooms as { id: string; roomNumber: string }[]).map((r) => [r.roomNumber, r.id]));
}

/** Runs `fn` and gives the text of every statement the app's pool sent meanwhile, in order. */
export async function statementsDuring<T>(t: TestContext, fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const originals = new Map<pg.PoolClient, pg.PoolClient['query']>();
  const record = (client: pg.PoolClient) => {
    if (originals.has(client)) return;
    const query = client.query;
    originals.set(client, query);
    client.query = ((...args: Parameters<typeof query>) => {
      const [text] = args as unknown as [string | { text: string }];
      statements.push(typeof text === 'string' ? text : text.text);
      return query.apply(client, args);
    }) as typeof query;
  };
  t.database.pool.on('acquire', record);
  try {
    return { result: await fn(), statements };
  } finally {
    t.database.pool.off('acquire', record);
    for (const [client, query] of originals) client.query = query;
  }
}
