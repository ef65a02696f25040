import crypto from 'node:crypto';
import https from 'node:https';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_CLIENT_COMMON_NAME, testTls } from './fixtures.ts';
import { buildSimulator, type Simulator, type SimulatorTlsClient } from './simulator.ts';

const ORG = '5f0c8a8e-3f63-4d55-9a39-0d1f6a0e2c11';
const FAC = 'FAC-12';
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

let sim: Simulator;
let clock = new Date('2026-11-23T10:00:00Z');

function simulator(opts: { quotaPerDay?: number; patients?: number } = {}) {
  clock = new Date('2026-11-23T10:00:00Z');
  sim = buildSimulator({
    clients: [{ clientId: 'carehome', clientSecret: 's3cret' }],
    quotaPerDay: opts.quotaPerDay,
    now: () => clock,
    webhookRetryDelaysMs: [20, 20],
  });
  sim.addFacility({ orgUuid: ORG, facilityId: FAC, name: 'Maplewood House' });
  sim.addFacility({ orgUuid: 'other-org', facilityId: 'FAC-99', name: 'Elsewhere' });
  for (let i = 1; i <= (opts.patients ?? 0); i++) {
    sim.addPatient({
      patientId: `P-${i}`,
      facilityId: FAC,
      firstName: `First${i}`,
      lastName: `Last${i}`,
      namePrefix: null,
      nickName: null,
      status: i % 10 === 0 ? 'Discharged' : 'Current',
      roomNumber: String(100 + (i % 120)),
      bed: null,
      admissionDate: '2026-01-05T12:00:00Z',
      dischargeDate: null,
    });
  }
  return sim;
}

async function token(s: Simulator): Promise<string> {
  const res = await s.app.inject({
    method: 'POST',
    url: '/auth/token',
    headers: { authorization: basic('carehome', 's3cret'), ...form },
    payload: 'grant_type=client_credentials',
  });
  expect(res.statusCode).toBe(200);
  return res.json().access_token;
}

afterEach(async () => {
  await sim?.close();
});

describe('OAuth2 client credentials', () => {
  it('gives an hour-long bearer token for the right client id and secret only', async () => {
    const s = simulator();
    const wrong = await s.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { authorization: basic('carehome', 'nope'), ...form },
      payload: 'grant_type=client_credentials',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_client' });
    const grant = await s.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { authorization: basic('carehome', 's3cret'), ...form },
      payload: 'grant_type=password',
    });
    expect(grant.statusCode).toBe(400);
    const ok = await s.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { authorization: basic('carehome', 's3cret'), ...form },
      payload: 'grant_type=client_credentials',
    });
    expect(ok.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });

    const t = ok.json().access_token;
    const facs = await s.app.inject({ url: `/api/public/preview1/orgs/${ORG}/facs`, headers: { authorization: `Bearer ${t}` } });
    expect(facs.json()).toEqual([{ facId: FAC, facilityName: 'Maplewood House' }]);
    expect((await s.app.inject({ url: `/api/public/preview1/orgs/${ORG}/facs` })).statusCode).toBe(401);
    clock = new Date(clock.getTime() + 3600_000);
    expect(
      (await s.app.inject({ url: `/api/public/preview1/orgs/${ORG}/facs`, headers: { authorization: `Bearer ${t}` } })).statusCode,
    ).toBe(401);
  });
});

describe('patients', () => {
  it('pages over 450 patients 200 at a time, filters by status, and refuses a page over 200', async () => {
    const s = simulator({ patients: 450 });
    const auth = { authorization: `Bearer ${await token(s)}` };
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const res = await s.app.inject({
        url: `/api/public/preview1/orgs/${ORG}/patients?facId=${FAC}&page=${page}&pageSize=200`,
        headers: auth,
      });
      expect(res.statusCode).toBe(200);
      pages.push(res.json());
    }
    expect(pages.map((p) => [p.data.length, p.paging.hasMore])).toEqual([
      [200, true],
      [200, true],
      [50, false],
    ]);
    expect(new Set(pages.flatMap((p) => p.data.map((x: { patientId: string }) => x.patientId))).size).toBe(450);

    const discharged = await s.app.inject({
      url: `/api/public/preview1/orgs/${ORG}/patients?facId=${FAC}&patientStatus=Discharged&pageSize=200`,
      headers: auth,
    });
    expect(discharged.json().data).toHaveLength(45);
    const tooBig = await s.app.inject({ url: `/api/public/preview1/orgs/${ORG}/patients?facId=${FAC}&pageSize=201`, headers: auth });
    expect(tooBig.statusCode).toBe(400);
    // Another organization's facility and patients are not found.
    expect((await s.app.inject({ url: `/api/public/preview1/orgs/${ORG}/patients?facId=FAC-99`, headers: auth })).statusCode).toBe(404);
    expect((await s.app.inject({ url: '/api/public/preview1/orgs/other-org/patients/P-1', headers: auth })).statusCode).toBe(404);
    const one = await s.app.inject({ url: `/api/public/preview1/orgs/${ORG}/patients/P-7`, headers: auth });
    expect(one.json()).toMatchObject({ patientId: 'P-7', firstName: 'First7', status: 'Current' });
  });
});

describe('quota', () => {
  it('counts calls in the headers, answers 429 when spent and opens again after the daily reset', async () => {
    const s = simulator({ quotaPerDay: 3 });
    const auth = { authorization: `Bearer ${await token(s)}` };
    const url = `/api/public/preview1/orgs/${ORG}/facs`;
    const remaining = [];
    for (let i = 0; i < 3; i++) {
      const res = await s.app.inject({ url, headers: auth });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-quota-limit']).toBe('3');
      expect(res.headers['x-quota-reset']).toBe(String(14 * 3600));
      remaining.push(res.headers['x-quota-remaining']);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const spent = await s.app.inject({ url, headers: auth });
    expect(spent.statusCode).toBe(429);
    expect(spent.headers['retry-after']).toBe(String(14 * 3600));
    clock = new Date('2026-11-24T00:00:01Z');
    const fresh = await s.app.inject({ url, headers: { authorization: `Bearer ${await token(s)}` } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['x-quota-remaining']).toBe('2');
  });
});

describe('ADT records and webhooks', () => {
  it('a discharge updates the patient, is listed, and its webhook (ids only) is sent again until acknowledged', async () => {
    const s = simulator({ patients: 1 });
    const received: { key: string | undefined; body: Record<string, unknown> }[] = [];
    const receiver = Fastify();
    receiver.post('/hook', async (req, reply) => {
      received.push({ key: req.headers['x-api-key'] as string | undefined, body: req.body as Record<string, unknown> });
      return reply.code(received.length === 1 ? 500 : 200).send({});
    });
    await receiver.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = receiver.server.address() as { port: number };
      s.subscribe(FAC, { url: `http://127.0.0.1:${address.port}/hook`, apiKey: 'site-key' });
      const record = await s.recordAdt({ patientId: 'P-1', action: 'Discharge' });
      await s.settled();

      expect(received).toHaveLength(2);
      expect(received.every((r) => r.key === 'site-key')).toBe(true);
      expect(received[0]?.body).toEqual(received[1]?.body);
      expect(received[0]?.body).toMatchObject({
        eventType: 'patient.discharge',
        facilityId: FAC,
        patientId: 'P-1',
        resourceIds: [record.adtRecordId],
      });
      expect(Object.keys(received[0]?.body ?? {}).sort()).toEqual(
        ['eventDate', 'eventType', 'facilityId', 'messageDate', 'messageId', 'patientId', 'resourceIds'].sort(),
      );
      expect(s.deliveries()).toMatchObject([{ attempts: 2, acknowledged: true, lastStatus: 200 }]);

      const auth = { authorization: `Bearer ${await token(s)}` };
      const patient = await s.app.inject({ url: `/api/public/preview1/orgs/${ORG}/patients/P-1`, headers: auth });
      expect(patient.json()).toMatchObject({ status: 'Discharged', roomNumber: null, dischargeDate: clock.toISOString() });
      const records = await s.app.inject({ url: `/api/public/preview1/orgs/${ORG}/patients/P-1/adtrecords`, headers: auth });
      // Record ids are integers on the wire, as the real system's.
      expect(records.json()).toEqual([{ ...record, adtRecordId: Number(record.adtRecordId) }]);
    } finally {
      await receiver.close();
    }
  });

  it('a receiver that never acknowledges gets the first try and every retry, then the simulator gives up', async () => {
    const s = simulator({ patients: 1 });
    let calls = 0;
    const receiver = Fastify();
    receiver.post('/hook', async (_req, reply) => {
      calls += 1;
      return reply.code(503).send({});
    });
    await receiver.listen({ port: 0, host: '127.0.0.1' });
    try {
      s.subscribe(FAC, { url: `http://127.0.0.1:${(receiver.server.address() as { port: number }).port}/hook`, apiKey: 'k' });
      await s.recordAdt({ patientId: 'P-1', action: 'Transfer', roomNumber: '204', bed: 'A' });
      await s.settled();
      expect(calls).toBe(3);
      expect(s.deliveries()).toMatchObject([{ attempts: 3, acknowledged: false, lastStatus: 503 }]);
    } finally {
      await receiver.close();
    }
  });
});

describe('control calls', () => {
  it('add a facility and a patient and record an admission over HTTP, with the control token only', async () => {
    sim = buildSimulator({ clients: [{ clientId: 'c', clientSecret: 's' }], controlToken: 'ctl' });
    const ctl = { 'x-simulator-token': 'ctl' };
    expect(
      (await sim.app.inject({ method: 'POST', url: '/simulator/facilities', payload: { orgUuid: ORG, facilityId: FAC, name: 'M' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await sim.app.inject({
          method: 'POST',
          url: '/simulator/facilities',
          headers: ctl,
          payload: { orgUuid: ORG, facilityId: FAC, name: 'M' },
        })
      ).statusCode,
    ).toBe(200);
    const patient = {
      patientId: 'P-1',
      facilityId: FAC,
      firstName: 'Ada',
      lastName: 'Lee',
      namePrefix: null,
      nickName: null,
      roomNumber: null,
      bed: null,
      admissionDate: null,
      dischargeDate: null,
      status: 'New',
    };
    expect((await sim.app.inject({ method: 'POST', url: '/simulator/patients', headers: ctl, payload: patient })).json()).toMatchObject({
      patientId: 'P-1',
      status: 'New',
    });
    const admit = await sim.app.inject({
      method: 'POST',
      url: '/simulator/adt',
      headers: ctl,
      payload: { patientId: 'P-1', action: 'Admission', roomNumber: '204', at: '2026-11-23T09:00:00.000Z' },
    });
    expect(admit.json()).toMatchObject({ action: 'Admission', roomNumber: '204', effectiveDate: '2026-11-23T09:00:00.000Z' });
    expect(
      (await sim.app.inject({ method: 'POST', url: '/simulator/adt', headers: ctl, payload: { patientId: 'P-404', action: 'Discharge' } }))
        .statusCode,
    ).toBe(404);

    const t = (
      await sim.app.inject({
        method: 'POST',
        url: '/auth/token',
        headers: { authorization: basic('c', 's'), ...form },
        payload: 'grant_type=client_credentials',
      })
    ).json().access_token;
    const read = await sim.app.inject({ url: `/api/public/preview1/orgs/${ORG}/patients/P-1`, headers: { authorization: `Bearer ${t}` } });
    expect(read.json()).toMatchObject({ status: 'Current', roomNumber: '204', admissionDate: '2026-11-23T09:00:00.000Z' });
    expect((await sim.app.inject({ url: '/simulator/deliveries', headers: ctl })).json()).toEqual([]);
  });
});

describe('mutual TLS (TwoLegged)', () => {
  const pem = testTls();
  interface Answer {
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: unknown;
  }

  function tlsSimulator(clients: SimulatorTlsClient[] = [{ commonName: TEST_CLIENT_COMMON_NAME, clientId: 'carehome' }]) {
    clock = new Date('2026-11-23T10:00:00Z');
    sim = buildSimulator({
      clients: [{ clientId: 'carehome', clientSecret: 's3cret' }],
      quotaPerDay: 5,
      now: () => clock,
      tls: { key: pem.serverKey, cert: pem.serverCert, ca: pem.ca, clients },
    });
    sim.addFacility({ orgUuid: ORG, facilityId: FAC, name: 'Maplewood House' });
    for (const id of ['P-1', 'P-2', 'P-3']) {
      sim.addPatient({
        patientId: id,
        facilityId: FAC,
        firstName: 'Ada',
        lastName: id,
        namePrefix: null,
        nickName: null,
        roomNumber: '101',
        bed: null,
        admissionDate: null,
        dischargeDate: null,
      });
    }
    return sim;
  }

  /** One HTTPS request from a fresh connection (no agent), trusting the test CA, with a client certificate or none. */
  function request(
    port: number,
    path: string,
    opts: { cert?: string; key?: string; method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: opts.method ?? 'GET',
          ca: pem.ca,
          cert: opts.cert,
          key: opts.key,
          headers: opts.headers,
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : null });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(opts.body);
    });
  }

  async function listen(s: Simulator): Promise<number> {
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    return (s.app.server.address() as { port: number }).port;
  }

  const patientsUrl = `/api/public/preview1/orgs/${ORG}/patients?facId=${FAC}`;
  const good = { cert: pem.clientCert, key: pem.clientKey };

  it('admits a verified, known client certificate without a bearer token, on the client quota shared with OAuth2', async () => {
    const s = tlsSimulator();
    const port = await listen(s);
    const first = await request(port, patientsUrl, good);
    expect(first.status).toBe(200);
    expect((first.body as { data: { patientId: string }[] }).data.map((p) => p.patientId)).toEqual(['P-1', 'P-2', 'P-3']);
    expect(first.headers).toMatchObject({ 'x-quota-limit': '5', 'x-quota-remaining': '4', 'x-quota-reset': String(14 * 3600) });

    // The same client through OAuth2 (plain HTTP, same data) spends the same quota.
    const t = await token(s);
    expect(s.httpApp).not.toBe(s.app);
    const viaToken = await s.httpApp.inject({ url: patientsUrl, headers: { authorization: `Bearer ${t}` } });
    expect(viaToken.headers['x-quota-remaining']).toBe('3');
    expect((await request(port, `/api/public/preview1/orgs/${ORG}/facs`, good)).headers['x-quota-remaining']).toBe('2');
    await request(port, patientsUrl, good);
    await request(port, patientsUrl, good);
    const spent = await request(port, patientsUrl, good);
    expect(spent.status).toBe(429);
    expect(spent.body).toEqual({ error: 'quota_exceeded' });
  });

  it('refuses no certificate, a stranger CA certificate with the same name, and a verified certificate it does not know', async () => {
    const s = tlsSimulator();
    const port = await listen(s);
    const none = await request(port, patientsUrl);
    expect([none.status, none.body]).toEqual([401, { error: 'invalid_client_certificate' }]);
    const stranger = await request(port, patientsUrl, { cert: pem.strangerCert, key: pem.strangerKey });
    expect([stranger.status, stranger.body]).toEqual([401, { error: 'invalid_client_certificate' }]);
    // A refused request is not counted.
    expect((await request(port, patientsUrl, good)).headers['x-quota-remaining']).toBe('4');
    await s.close();

    const other = tlsSimulator([{ commonName: 'someone-else', clientId: 'carehome' }]);
    const otherPort = await listen(other);
    const unknown = await request(otherPort, patientsUrl, good);
    expect([unknown.status, unknown.body]).toEqual([401, { error: 'invalid_client_certificate' }]);
  });

  it('knows a certificate by its SHA-256 fingerprint (colons and case ignored)', async () => {
    const fp = new crypto.X509Certificate(pem.clientCert).fingerprint256;
    const s = tlsSimulator([{ fingerprint256: fp.replaceAll(':', '').toLowerCase(), clientId: 'carehome' }]);
    const port = await listen(s);
    expect((await request(port, patientsUrl, good)).status).toBe(200);
    expect((await request(port, patientsUrl, { cert: pem.strangerCert, key: pem.strangerKey })).status).toBe(401);
  });

  it('keeps OAuth2 on the HTTPS listener: a token without a client certificate, and a bad token is not saved by a good certificate', async () => {
    const s = tlsSimulator();
    const port = await listen(s);
    const form = { 'content-type': 'application/x-www-form-urlencoded', authorization: basic('carehome', 's3cret') };
    const tok = await request(port, '/auth/token', { method: 'POST', headers: form, body: 'grant_type=client_credentials' });
    expect(tok.status).toBe(200);
    const bearer = { authorization: `Bearer ${(tok.body as { access_token: string }).access_token}` };
    const list = await request(port, patientsUrl, { headers: bearer });
    expect(list.status).toBe(200);
    expect(list.headers['x-quota-remaining']).toBe('4');
    const bad = await request(port, patientsUrl, { ...good, headers: { authorization: 'Bearer nope' } });
    expect([bad.status, bad.body]).toEqual([401, { error: 'invalid_token' }]);
    // Plain HTTP never takes a certificate's place: no bearer token there is invalid_token.
    expect((await s.httpApp.inject({ url: patientsUrl })).json()).toEqual({ error: 'invalid_token' });
  });
});
