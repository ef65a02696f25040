import crypto from 'node:crypto';
import { EXTERNAL_PAGE_SIZE_MAX, type TAdtRecord, type TExternalPatient, type TExternalPatientStatus } from '@carehome/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { patientAfter } from './adt.ts';
import { certificateClient } from './client-certificate.ts';
import type { Simulator, SimulatorOptions, WebhookDelivery, WebhookSubscription } from './simulator-types.ts';
import { type WireWebhookMessage, wireAdt, wireId, wirePatient } from './wire.ts';

export type {
  Simulator,
  SimulatorClient,
  SimulatorOptions,
  SimulatorTlsClient,
  SimulatorTlsOptions,
  WebhookDelivery,
  WebhookSubscription,
} from './simulator-types.ts';

// A simulator of the one external care-records system, shaped like the long-term-care APIs
// (PointClickCare-like): OAuth2 client credentials at /auth/token (Basic client id and secret, tokens
// of about an hour), organizations with facilities, patients with paging, a patient by id, ADT records,
// quota headers on every API answer (429 when spent, until the daily reset), and webhooks carrying
// resource ids only, sent again until acknowledged. It is used by tests and by `npm start` for the demo;
// the real adapter lives in the server and knows nothing of this file. With `tls` it speaks HTTPS and also
// admits mutual TLS (the TwoLegged kind): a client certificate verified against the given CA and known by
// its common name or fingerprint stands for a client, without a bearer token, on the same quota. Tests
// drive it through the returned object (add facilities and patients, record ADT events, subscribe a
// webhook receiver, read the delivery log); with `controlToken` the same are HTTP calls under /simulator/
// (src/main.ts, `npm run simulator`). The real system has nothing like them.

interface Facility {
  facilityId: string;
  orgUuid: string;
  name: string;
}

const API = '/api/public/preview1';

export function buildSimulator(options: SimulatorOptions): Simulator {
  const now = options.now ?? (() => new Date());
  const quotaPerDay = options.quotaPerDay ?? 10_000;
  const ttl = options.tokenTtlSeconds ?? 3600;
  const retryDelays = options.webhookRetryDelaysMs ?? [1000, 5000, 30_000, 120_000];
  const facilities = new Map<string, Facility>();
  const patients = new Map<string, TExternalPatient>();
  const adt = new Map<string, TAdtRecord[]>();
  const tokens = new Map<string, { clientId: string; expires: number }>();
  const used = new Map<string, { day: string; count: number }>();
  const subscriptions = new Map<string, WebhookSubscription[]>();
  const log: WebhookDelivery[] = [];
  const pending = new Set<Promise<void>>();
  /** The room and bed each patient on leave holds. */
  const heldRooms = new Map<string, { roomNumber: string | null; bed: string | null }>();
  // ADT record ids are integers, as the real system's; from the clock, so a restarted simulator does not
  // reuse the ids of records a receiver has already applied.
  let nextAdtId = Date.now();

  const dayOf = (d: Date) => d.toISOString().slice(0, 10);
  const secondsToReset = () => {
    const t = now();
    const next = Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate() + 1);
    return Math.max(0, Math.ceil((next - t.getTime()) / 1000));
  };

  /** The client a bearer token stands for, or why not (the answer's error). */
  function bearerClient(req: FastifyRequest): string | { error: string } {
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? tokens.get(header.slice(7)) : undefined;
    return token && token.expires > now().getTime() ? token.clientId : { error: 'invalid_token' };
  }

  /**
   * Authentication and the quota: false when the answer is already sent. A bearer token when one is sent
   * (or on plain HTTP), otherwise, on the mutual-TLS listener, the client certificate.
   */
  function admit(req: FastifyRequest, reply: FastifyReply, mtls: boolean): boolean {
    const bearer = (req.headers.authorization ?? '').startsWith('Bearer ');
    const client = bearer || !mtls ? bearerClient(req) : certificateClient(req, options.tls);
    if (typeof client !== 'string') {
      void reply.code(401).send(client);
      return false;
    }
    const today = dayOf(now());
    const u = used.get(client);
    const count = u && u.day === today ? u.count : 0;
    const reset = secondsToReset();
    void reply.header('x-quota-limit', String(quotaPerDay)).header('x-quota-reset', String(reset));
    if (count >= quotaPerDay) {
      void reply.header('x-quota-remaining', '0').header('retry-after', String(reset)).code(429).send({ error: 'quota_exceeded' });
      return false;
    }
    used.set(client, { day: today, count: count + 1 });
    void reply.header('x-quota-remaining', String(quotaPerDay - count - 1));
    return true;
  }

  /** The routes of one listener; `mtls` for the HTTPS one, where a client certificate may stand for a client. */
  function routes(app: FastifyInstance, mtls: boolean): FastifyInstance {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.post('/auth/token', async (req, reply) => {
      const header = req.headers.authorization ?? '';
      const [id, secret] = header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString('utf8').split(':') : [];
      const client = options.clients.find((c) => c.clientId === id && c.clientSecret === secret);
      const grant = (req.body as Record<string, string> | undefined)?.grant_type;
      if (!client) return reply.code(401).send({ error: 'invalid_client' });
      if (grant !== 'client_credentials') return reply.code(400).send({ error: 'unsupported_grant_type' });
      const token = crypto.randomBytes(24).toString('base64url');
      tokens.set(token, { clientId: client.clientId, expires: now().getTime() + ttl * 1000 });
      return { access_token: token, token_type: 'Bearer', expires_in: ttl };
    });

    app.get<{ Params: { org: string } }>(`${API}/orgs/:org/facs`, async (req, reply) => {
      if (!admit(req, reply, mtls)) return reply;
      return [...facilities.values()]
        .filter((f) => f.orgUuid === req.params.org)
        .map((f) => ({ facId: wireId(f.facilityId), facilityName: f.name }));
    });

    app.get<{ Params: { org: string }; Querystring: Record<string, string | undefined> }>(
      `${API}/orgs/:org/patients`,
      async (req, reply) => {
        if (!admit(req, reply, mtls)) return reply;
        const page = Number(req.query.page ?? '1');
        const pageSize = Number(req.query.pageSize ?? '50');
        if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > EXTERNAL_PAGE_SIZE_MAX) {
          return reply.code(400).send({ error: 'invalid_paging', message: `page from 1, pageSize from 1 to ${EXTERNAL_PAGE_SIZE_MAX}` });
        }
        const fac = req.query.facId;
        const fa = fac ? facilities.get(fac) : undefined;
        if (!fa || fa.orgUuid !== req.params.org) return reply.code(404).send({ error: 'facility_not_found' });
        const status = req.query.patientStatus;
        const all = [...patients.values()].filter((p) => p.facilityId === fac && (!status || p.status === status));
        const data = all.slice((page - 1) * pageSize, page * pageSize).map(wirePatient);
        return { data, paging: { page, pageSize, hasMore: page * pageSize < all.length } };
      },
    );

    app.get<{ Params: { org: string; id: string } }>(`${API}/orgs/:org/patients/:id`, async (req, reply) => {
      if (!admit(req, reply, mtls)) return reply;
      const p = patients.get(req.params.id);
      if (!p || facilities.get(p.facilityId)?.orgUuid !== req.params.org) return reply.code(404).send({ error: 'patient_not_found' });
      return wirePatient(p);
    });

    app.get<{ Params: { org: string; id: string } }>(`${API}/orgs/:org/patients/:id/adtrecords`, async (req, reply) => {
      if (!admit(req, reply, mtls)) return reply;
      const p = patients.get(req.params.id);
      if (!p || facilities.get(p.facilityId)?.orgUuid !== req.params.org) return reply.code(404).send({ error: 'patient_not_found' });
      return (adt.get(p.patientId) ?? []).map(wireAdt);
    });

    if (options.controlToken) controlRoutes(app, options.controlToken);
    return app;
  }

  async function deliver(sub: WebhookSubscription, delivery: WebhookDelivery): Promise<void> {
    for (let attempt = 0; attempt <= retryDelays.length; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, retryDelays[attempt - 1]));
      delivery.attempts += 1;
      try {
        const res = await fetch(sub.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': sub.apiKey },
          body: JSON.stringify(delivery.message),
          signal: AbortSignal.timeout(10_000),
        });
        delivery.lastStatus = res.status;
        await res.arrayBuffer();
        if (res.ok) {
          delivery.acknowledged = true;
          return;
        }
      } catch {
        delivery.lastStatus = null;
      }
    }
  }

  // Control calls (tests and the demo; the real system has nothing like them), behind their own token.
  function controlRoutes(app: FastifyInstance, control: string): void {
    app.addHook('onRequest', async (req, reply) => {
      if (req.url.startsWith('/simulator/') && req.headers['x-simulator-token'] !== control) {
        return reply.code(401).send({ error: 'control_token' });
      }
    });
    app.post<{ Body: { orgUuid: string; facilityId: string; name: string } }>('/simulator/facilities', async (req) => {
      simulator.addFacility(req.body);
      return req.body;
    });
    app.post<{ Body: Omit<TExternalPatient, 'status'> & { status?: TExternalPatientStatus } }>('/simulator/patients', async (req) =>
      simulator.addPatient(req.body),
    );
    app.post<{ Body: Parameters<Simulator['recordAdt']>[0] & { at?: string } }>('/simulator/adt', async (req, reply) => {
      if (!patients.has(req.body.patientId)) return reply.code(404).send({ error: 'patient_not_found' });
      return simulator.recordAdt({ ...req.body, at: req.body.at ? new Date(req.body.at) : undefined });
    });
    app.post<{ Body: { facilityId: string; url: string; apiKey: string } }>('/simulator/subscriptions', async (req) => {
      simulator.subscribe(req.body.facilityId, { url: req.body.url, apiKey: req.body.apiKey });
      return { ok: true };
    });
    app.get('/simulator/deliveries', async () => simulator.deliveries());
  }

  const httpApp = routes(Fastify({ logger: false }), false);
  // Client certificates are asked for but not required by the handshake (rejectUnauthorized false), so a
  // missing or unverified one gets a JSON 401 and OAuth2 keeps working on the same listener. The instance
  // is typed as the HTTP one: the routes do not care, and `server.address()` is the same.
  const app = options.tls
    ? routes(
        Fastify({
          logger: false,
          https: { key: options.tls.key, cert: options.tls.cert, ca: options.tls.ca, requestCert: true, rejectUnauthorized: false },
        }) as unknown as FastifyInstance,
        true,
      )
    : httpApp;

  const simulator: Simulator = {
    app,
    httpApp,
    async close() {
      await Promise.all([app.close(), httpApp === app ? undefined : httpApp.close()]);
    },
    addFacility(f) {
      facilities.set(f.facilityId, f);
    },
    addPatient(input) {
      const p: TExternalPatient = { ...input, status: input.status ?? 'Current' };
      patients.set(p.patientId, p);
      return p;
    },
    async recordAdt(input) {
      const p = patients.get(input.patientId);
      if (!p) throw new Error(`simulator: no patient ${input.patientId}`);
      const at = input.at ?? now();
      // A leave is from the room the patient holds; a return (or a leave cancelled) is to the held room unless told.
      const returning = input.action === 'ReturnFromLeave' || input.action === 'CancelLeaveOfAbsence';
      const held = returning ? heldRooms.get(p.patientId) : undefined;
      if (input.action === 'LeaveOfAbsence') heldRooms.set(p.patientId, { roomNumber: p.roomNumber, bed: p.bed });
      if (returning) heldRooms.delete(p.patientId);
      const record: TAdtRecord = {
        adtRecordId: String(nextAdtId++),
        patientId: p.patientId,
        action: input.action,
        effectiveDate: at.toISOString(),
        roomNumber: input.roomNumber ?? (input.action === 'LeaveOfAbsence' ? p.roomNumber : (held?.roomNumber ?? null)),
        bed: input.bed ?? (input.action === 'LeaveOfAbsence' ? p.bed : (held?.bed ?? null)),
        cancelsRecordId: input.cancelsRecordId ?? null,
      };
      adt.set(p.patientId, [...(adt.get(p.patientId) ?? []), record]);
      patients.set(p.patientId, patientAfter(p, record));
      const message: WireWebhookMessage = {
        messageId: crypto.randomUUID(),
        eventType: `patient.${input.action.charAt(0).toLowerCase()}${input.action.slice(1)}`,
        facilityId: wireId(p.facilityId),
        patientId: wireId(p.patientId),
        eventDate: record.effectiveDate,
        messageDate: now().toISOString(),
        resourceIds: [record.adtRecordId],
      };
      for (const sub of subscriptions.get(p.facilityId) ?? []) {
        const delivery: WebhookDelivery = { message, attempts: 0, acknowledged: false, lastStatus: null };
        log.push(delivery);
        const sending = deliver(sub, delivery).finally(() => pending.delete(sending));
        pending.add(sending);
      }
      return record;
    },
    subscribe(facilityId, sub) {
      subscriptions.set(facilityId, [...(subscriptions.get(facilityId) ?? []), sub]);
    },
    deliveries: () => log.map((d) => ({ ...d })),
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
  return simulator;
}
