import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import {
  EXTERNAL_PAGE_SIZE_MAX,
  type TAdtRecord,
  type TExternalPatient,
  type TExternalPatientStatus,
  type TQuotaHeaders,
  type TSyncAuthKind,
  type TSyncFailure,
  type TSyncFailureCode,
  ZAdtRecord,
  ZExternalPatient,
} from '@carehome/contracts';
import * as z from 'zod/mini';

// The real adapter of the one external care-records system (issue 15, item 2), PointClickCare-shaped:
// OAuth2 client credentials (`POST <baseUrl>/auth/token`, Basic client id and secret, a bearer token of
// about an hour, fetched again before it ends) or TwoLegged (mutual TLS: the client certificate and its
// private key on every connection), organizations with facilities, patients in pages of at most 200,
// a patient by id, ADT records; every answer's quota headers are kept. Failures become codes the screens
// translate (`sync.*`) with what the external system said. It knows nothing of the simulator: tests run it
// against the simulator app as they would against the real system. Secrets arrive unsealed from the
// service and stay in this object's memory; nothing here logs.

const API = '/api/public/preview1';
const TIMEOUT_MS = 20_000;
/** A token is fetched again this long before it expires. */
const TOKEN_MARGIN_MS = 60_000;

export interface CareRecordsSource {
  baseUrl: string;
  authKind: TSyncAuthKind;
  organizationUuid: string;
  externalFacilityId: string;
  clientId: string | null;
  clientSecret: string | null;
  clientCertificate: string | null;
  privateKey: string | null;
}

export interface CareRecordsOptions {
  /** Certificate authorities to trust besides the system's (config SYNC_CA_FILE). */
  ca?: string | undefined;
  timeoutMs?: number;
}

/** A failure of the external system or of reaching it; `quota` when its headers came with the answer. */
export class SyncFailureError extends Error {
  constructor(
    readonly failure: TSyncFailure,
    readonly quota: TQuotaHeaders | null = null,
  ) {
    super(`${failure.code}${failure.status ? ` (${failure.status})` : ''}${failure.detail ? `: ${failure.detail}` : ''}`);
  }
}

const failure = (code: TSyncFailureCode, status: number | null = null, detail: string | null = null): TSyncFailure => ({
  code,
  status,
  detail: detail ? detail.slice(0, 500) : null,
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const ZTokenAnswer = z.object({ access_token: z.string().check(z.minLength(1)), expires_in: z.optional(z.number()) });
const ZFacilities = z.array(z.object({ facId: z.string(), facilityName: z.string() }));
const ZPatientsPage = z.object({
  data: z.array(ZExternalPatient),
  paging: z.object({ page: z.number(), pageSize: z.number(), hasMore: z.boolean() }),
});

/** The quota headers of an answer, null when it carried none. */
export function quotaOf(headers: http.IncomingHttpHeaders): TQuotaHeaders | null {
  const num = (name: string) => {
    const v = headers[name];
    const n = Number(Array.isArray(v) ? v[0] : v);
    return v === undefined || !Number.isFinite(n) || n < 0 ? null : n;
  };
  const limit = num('x-quota-limit');
  const remaining = num('x-quota-remaining');
  const resetSeconds = num('x-quota-reset') ?? num('retry-after');
  if (limit === null || remaining === null || resetSeconds === null) return null;
  return { limit: Math.floor(limit), remaining: Math.floor(remaining), resetSeconds };
}

/** The error text of an external answer ({ error, message } or plain text), for the screens' detail. */
function detailOf(body: string): string | null {
  try {
    const json = JSON.parse(body) as { error?: unknown; message?: unknown; error_description?: unknown };
    const parts = [json.error, json.error_description ?? json.message].filter((p) => typeof p === 'string');
    return parts.length ? parts.join(': ') : body.slice(0, 200) || null;
  } catch {
    return body.slice(0, 200) || null;
  }
}

export class CareRecordsClient {
  private token: { value: string; expires: number } | null = null;
  /** The quota as the last answer reported it. */
  lastQuota: TQuotaHeaders | null = null;
  private readonly base: URL;

  constructor(
    private readonly source: CareRecordsSource,
    private readonly options: CareRecordsOptions = {},
  ) {
    this.base = new URL(source.baseUrl.endsWith('/') ? source.baseUrl : `${source.baseUrl}/`);
  }

  private send(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    const url = new URL(path.replace(/^\//, ''), this.base);
    const secure = url.protocol === 'https:';
    const mtls = this.source.authKind === 'TwoLegged';
    if (mtls && !secure)
      return Promise.reject(new SyncFailureError(failure('sync.unreachable', null, 'mutual TLS needs an https address')));
    return new Promise((resolve, reject) => {
      const req = (secure ? https : http).request(
        url,
        {
          method,
          headers: { accept: 'application/json', ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) },
          timeout: this.options.timeoutMs ?? TIMEOUT_MS,
          ...(secure
            ? {
                ...(this.options.ca ? { ca: [...tls.rootCertificates, this.options.ca] } : {}),
                ...(mtls ? { cert: this.source.clientCertificate ?? undefined, key: this.source.privateKey ?? undefined } : {}),
                agent: false,
              }
            : {}),
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (c: Buffer) => {
            size += c.length;
            if (size > 20 * 1024 * 1024) {
              req.destroy(new Error('answer too large'));
              return;
            }
            chunks.push(c);
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', (err) => reject(new SyncFailureError(failure('sync.unreachable', null, err.message))));
        },
      );
      req.on('timeout', () => req.destroy(new Error('no answer in time')));
      req.on('error', (err: NodeJS.ErrnoException) => {
        const tls = /certificate|SSL|TLS|alert/i.test(`${err.code ?? ''} ${err.message}`);
        reject(new SyncFailureError(failure(tls && mtls ? 'sync.auth_failed' : 'sync.unreachable', null, err.code ?? err.message)));
      });
      if (body) req.write(body);
      req.end();
    });
  }

  private async bearer(): Promise<Record<string, string>> {
    if (this.source.authKind === 'TwoLegged') return {};
    if (this.token && this.token.expires - TOKEN_MARGIN_MS > Date.now()) return { authorization: `Bearer ${this.token.value}` };
    const basic = Buffer.from(`${this.source.clientId ?? ''}:${this.source.clientSecret ?? ''}`, 'utf8').toString('base64');
    const answer = await this.send(
      'POST',
      'auth/token',
      { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      'grant_type=client_credentials',
    );
    if (answer.status === 401 || answer.status === 400 || answer.status === 403) {
      throw new SyncFailureError(failure('sync.auth_failed', answer.status, detailOf(answer.body)));
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw new SyncFailureError(failure('sync.external_error', answer.status, detailOf(answer.body)));
    }
    const parsed = ZTokenAnswer.safeParse(safeJson(answer.body));
    if (!parsed.success) throw new SyncFailureError(failure('sync.invalid_answer', answer.status, 'token answer'));
    this.token = { value: parsed.data.access_token, expires: Date.now() + (parsed.data.expires_in ?? 3600) * 1000 };
    return { authorization: `Bearer ${this.token.value}` };
  }

  /** An API call: the bearer (fetched again once if refused), the quota kept, failures as codes. */
  private async get<T>(path: string, schema: z.ZodMiniType<T>, notFound: TSyncFailureCode = 'sync.external_error'): Promise<T> {
    let answer = await this.send('GET', `${API}${path}`, await this.bearer());
    if (answer.status === 401 && this.source.authKind === 'OAuth2') {
      this.token = null;
      answer = await this.send('GET', `${API}${path}`, await this.bearer());
    }
    const quota = quotaOf(answer.headers);
    if (quota) this.lastQuota = quota;
    if (answer.status === 429) throw new SyncFailureError(failure('sync.quota_exhausted', 429, detailOf(answer.body)), quota);
    if (answer.status === 401 || answer.status === 403) {
      throw new SyncFailureError(failure('sync.auth_failed', answer.status, detailOf(answer.body)), quota);
    }
    if (answer.status === 404) throw new SyncFailureError(failure(notFound, 404, detailOf(answer.body)), quota);
    if (answer.status < 200 || answer.status >= 300) {
      throw new SyncFailureError(failure('sync.external_error', answer.status, detailOf(answer.body)), quota);
    }
    const parsed = schema.safeParse(safeJson(answer.body));
    if (!parsed.success) throw new SyncFailureError(failure('sync.invalid_answer', answer.status, path.split('?')[0] ?? null), quota);
    return parsed.data;
  }

  private get org(): string {
    return encodeURIComponent(this.source.organizationUuid);
  }

  /** The data source's facility as the external system names it ('sync.facility_not_found' when it has none of that id). */
  async facility(): Promise<{ facId: string; facilityName: string }> {
    const list = await this.get(`/orgs/${this.org}/facs`, ZFacilities, 'sync.facility_not_found');
    const found = list.find((f) => f.facId === this.source.externalFacilityId);
    if (!found) throw new SyncFailureError(failure('sync.facility_not_found', 200, this.source.externalFacilityId), this.lastQuota);
    return found;
  }

  /** One page of the facility's patients (pages from 1, at most 200 a page). */
  async patientsPage(
    page: number,
    pageSize: number = EXTERNAL_PAGE_SIZE_MAX,
    status: TExternalPatientStatus | null = null,
  ): Promise<{ patients: TExternalPatient[]; hasMore: boolean }> {
    const q = new URLSearchParams({
      facId: this.source.externalFacilityId,
      page: String(page),
      pageSize: String(Math.min(pageSize, EXTERNAL_PAGE_SIZE_MAX)),
    });
    if (status) q.set('patientStatus', status);
    const answer = await this.get(`/orgs/${this.org}/patients?${q}`, ZPatientsPage, 'sync.facility_not_found');
    return { patients: answer.data, hasMore: answer.paging.hasMore };
  }

  /** Every patient of the facility, page after page. */
  async allPatients(status: TExternalPatientStatus | null = null): Promise<TExternalPatient[]> {
    const all: TExternalPatient[] = [];
    for (let page = 1; ; page++) {
      const { patients, hasMore } = await this.patientsPage(page, EXTERNAL_PAGE_SIZE_MAX, status);
      all.push(...patients);
      if (!hasMore || patients.length === 0) return all;
    }
  }

  async patient(patientId: string): Promise<TExternalPatient> {
    return this.get(`/orgs/${this.org}/patients/${encodeURIComponent(patientId)}`, ZExternalPatient, 'sync.patient_not_found');
  }

  async adtRecords(patientId: string): Promise<TAdtRecord[]> {
    return this.get(
      `/orgs/${this.org}/patients/${encodeURIComponent(patientId)}/adtrecords`,
      z.array(ZAdtRecord),
      'sync.patient_not_found',
    );
  }
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
