import { HUB_CLOSE, type TEventType, type THousekeepingConfig } from '@carehome/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { contextWith } from '../../../test/factories.ts';
import { bearer, createSystemUser, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { connectHub as connect, hubUrlOf as urlOf } from '../../../test/hub.ts';
import { messageFor } from './hub-messages.ts';

let t: TestContext;
let second: Awaited<ReturnType<TestContext['secondApp']>>;
let a: OrgFixture;
let b: OrgFixture;
let nursing: string;
let admin: string;
const rooms: string[] = [];
const states: string[] = [];

beforeAll(async () => {
  [t, a, b] = await contextWith(['Alpha', 'Beta']);
  second = await t.secondApp();
  for (const app of [t.app, second.app]) await app.listen({ port: 0, host: '127.0.0.1' });
  nursing = (await login(t, a.emails.Nursing as string)).token.token;
  admin = (await login(t, a.emails.MultiFacilityAdministrator as string)).token.token;
  for (const facilityId of a.siteIds) {
    const own = (
      await t.app.inject({ method: 'GET', url: '/api/housekeeping', query: { facilityId }, headers: bearer(admin) })
    ).json()[0] as THousekeepingConfig;
    states.push(own.roomStates[0]?.id as string);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/facility/rooms',
      headers: bearer(admin),
      payload: { facilityId, rooms: [{ areaId: null, roomNumber: '1', roomTypeId: own.roomTypes[0]?.id }] },
    });
    rooms.push(res.json().rooms[0].id);
  }
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const setState = (facilityIndex: 0 | 1, on: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/housekeeping/roomstate',
    headers: bearer(admin),
    payload: { facilityId: a.siteIds[facilityIndex], roomId: rooms[facilityIndex], roomStateId: on ? states[facilityIndex] : null },
  });

describe('the live updates hub', () => {
  it('pushes a room-state change made through one server process to a tablet connected to the other', async () => {
    const tablet = await connect(urlOf(second.app), nursing, a.siteIds[0]);
    expect(await tablet.next((m) => m.type === 'Authenticated')).toEqual({ type: 'Authenticated', facilityId: a.siteIds[0] });
    const started = Date.now();
    expect((await setState(0, true)).statusCode).toBe(200);
    const update = await tablet.next((m) => m.type === 'UpdateHousekeepingReport');
    expect(update).toMatchObject({ type: 'UpdateHousekeepingReport', facilityId: a.siteIds[0], reportId: null, roomId: rooms[0] });
    // It carries the room's new tile, so the tablet need not read the board.
    const delta = (update as { delta: { previous: number; version: number; rooms: { id: string; roomState: unknown }[] } }).delta;
    expect(delta.version).toBe(delta.previous + 1);
    expect(delta.rooms.map((r) => [r.id, r.roomState !== null])).toEqual([[rooms[0], true]]);
    expect(Date.now() - started).toBeLessThan(2000);
    await setState(0, false);
    tablet.socket.close();
  });

  it('sends a site only its own changes, and organization changes to every site', async () => {
    const north = await connect(urlOf(t.app), admin, a.siteIds[0]);
    await north.next((m) => m.type === 'Authenticated');
    await setState(1, true);
    await setState(1, false);
    // The organization is renamed (by the provider administrator): a change with no site reaches every site of it.
    const provider = (await login(t, await createSystemUser(t, 'SiteAdministrator'))).token.token;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/switchTenant',
      payload: { data: { tenantId: a.tenantId } },
      headers: bearer(provider),
    });
    const tenant = (await t.app.inject({ method: 'GET', url: '/api/tenant', query: { id: a.tenantId }, headers: bearer(provider) })).json()
      .tenants[0];
    const renamed = await t.app.inject({
      method: 'POST',
      url: '/api/tenant/update',
      headers: bearer(provider),
      payload: { tenant: { ...tenant, name: `${tenant.name} (renamed)` } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await north.next((m) => m.type === 'DataChanged')).toEqual({ type: 'DataChanged', facilityId: null, topic: 'tenant' });
    expect(north.messages.filter((m) => m.type === 'UpdateHousekeepingReport')).toEqual([]);
    north.socket.close();
  });

  it('closes sockets that send no valid sign-in, an unknown token, or ask for another organization’s site', async () => {
    const bad = await connect(urlOf(t.app), 'x'.repeat(40), a.siteIds[0]);
    expect(await bad.closed).toBe(HUB_CLOSE.unauthenticated);
    const foreign = await connect(urlOf(t.app), admin, b.siteIds[0]);
    expect(await foreign.closed).toBe(HUB_CLOSE.notFound);
    // A nursing account sees its own site only.
    const otherSite = await connect(urlOf(t.app), nursing, a.siteIds[1]);
    expect(await otherSite.closed).toBe(HUB_CLOSE.notFound);
    const garbage = new WebSocket(urlOf(t.app));
    await new Promise((r) => garbage.once('open', r));
    garbage.send('hello');
    expect(await new Promise((r) => garbage.on('close', r))).toBe(HUB_CLOSE.badMessage);
    expect(foreign.messages).toEqual([]);
  });

  it('tells sockets to resync when its database listener had to reconnect', async () => {
    const tablet = await connect(urlOf(t.app), nursing, a.siteIds[0]);
    await tablet.next((m) => m.type === 'Authenticated');
    const owner = new pg.Client({ connectionString: t.superUrl });
    await owner.connect();
    // Cut every listening connection of this database, as a database restart would.
    await owner.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN %'`,
    );
    await owner.end();
    expect(await tablet.next((m) => m.type === 'Resync', 8000)).toEqual({ type: 'Resync' });
    // And it listens again: the next change arrives.
    await setState(0, true);
    expect(await tablet.next((m) => m.type === 'UpdateHousekeepingReport')).not.toBeNull();
    await setState(0, false);
    tablet.socket.close();
  });
});

describe('sockets of a revoked session', () => {
  /** The close code, or 'still open' after 3 s (the periodic session check runs every 5 minutes). */
  const closedSoon = (closed: Promise<number>) =>
    Promise.race([closed, new Promise<string>((r) => setTimeout(() => r('still open'), 3000))]);

  it('close at once on every server process when the session is signed out on another', async () => {
    const token = (await login(t, a.emails.LeadHousekeeper as string)).token.token;
    const other = (await login(t, a.emails.Housekeeper as string)).token.token;
    const tablet = await connect(urlOf(second.app), token, a.siteIds[0]);
    const bystander = await connect(urlOf(second.app), other, a.siteIds[0]);
    await tablet.next((m) => m.type === 'Authenticated');
    await bystander.next((m) => m.type === 'Authenticated');
    const started = Date.now();
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { logout: {} }, headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(await closedSoon(tablet.closed)).toBe(HUB_CLOSE.unauthenticated);
    expect(Date.now() - started).toBeLessThan(2000);
    // Another session's socket stays open and keeps getting changes.
    await setState(0, true);
    expect(await bystander.next((m) => m.type === 'UpdateHousekeepingReport')).not.toBeNull();
    await setState(0, false);
    bystander.socket.close();
  });

  it('close when the person is archived (all their sessions end)', async () => {
    const token = (await login(t, a.emails.FacilityAssistant as string)).token.token;
    const tablet = await connect(urlOf(t.app), token, a.siteIds[0]);
    await tablet.next((m) => m.type === 'Authenticated');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/archive',
      payload: { id: a.staffIds.FacilityAssistant, archived: true },
      headers: bearer(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closedSoon(tablet.closed)).toBe(HUB_CLOSE.unauthenticated);
  });
});

describe('which events reach the hub', () => {
  const e = (type: string, facilityId: string | null = 'f') =>
    messageFor({ tenantId: 't', facilityId, type: type as TEventType, subjectId: 's', roomId: type.startsWith('room.') ? null : 'r' });
  it.each([
    ['room.state_changed', { type: 'UpdateHousekeepingReport', facilityId: 'f', reportId: null, roomId: 's' }],
    ['report.saved', { type: 'UpdateHousekeepingReport', facilityId: 'f', reportId: 's', roomId: 'r' }],
    ['marking.saved', { type: 'UpdateHousekeepingReport', facilityId: 'f', reportId: 's', roomId: 'r' }],
    ['housekeeping.config_updated', { type: 'DataChanged', facilityId: 'f', topic: 'config' }],
    ['site.layout_changed', { type: 'DataChanged', facilityId: 'f', topic: 'site' }],
    ['assignment.updated', { type: 'DataChanged', facilityId: 'f', topic: 'schedules' }],
    ['auth.login.succeeded', null],
    ['device.registered', null],
    ['file.uploaded', null],
  ])('%s', (type, expected) => {
    expect(e(type)).toEqual(expected);
  });
});
