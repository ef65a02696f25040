import type http from 'node:http';
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
  ZExternalIdWire,
  ZExternalPatient,
} from '@carehome/contracts';
import * as z from 'zod/mini';
import { OutboundError, type OutboundPolicy, outboundRequest } from '../../platform/outbound/outbound.ts';

// The real adapter of the one external care-records system, PointClickCare-shaped:
// OAuth2 client credentials (`POST <baseUrl>/auth/token`, Basic client id and secret, a bearer token of
// about an hour, fetched again before it ends) or TwoLegged (mutual TLS: the client certificate and its
// private key on every connection), organizations with facilities, patients in pages of at most 200,
// a patient by id, ADT records; every answer's quota headers are kept. Failures become codes the screens
// translate (`sync.*`) with the status and a short reason, never the answer's text. Every call goes
// through the guarded outbound module (listed hosts or public addresses only, time and size limits), and
// a listing stops at the page and patient caps. It knows nothing of the simulator: tests run it against
// the simulator app as they would against the real system. Secrets arrive unsealed from the service and
// stay in this object's memory; nothing here logs.

const API = '/api/public/preview1';
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
  /** Where calls may go, their time limits and the answer size cap (config OUTBOUND_*). */
  outbound: OutboundPolicy;
  /** Certificate authorities to trust besides the system's (config SYNC_CA_FILE). */
  ca?: string | undefined;
  /** Pages and patients one listing reads at most (config SYNC_MAX_PAGES, SYNC_MAX_PATIENTS). */
  maxPages: number;
  maxPatients: number;
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
const ZFacilities = z.array(z.object({ facId: ZExternalIdWire, facilityName: z.string() })).check(z.maxLength(1000));
/** A patient as the real system sends it: integer facility and patient ids (read as strings). */
const ZWirePatient = z.extend(ZExternalPatient, { patientId: ZExternalIdWire, facilityId: ZExternalIdWire });
const ZPatientsPage = z.object({
  data: z.array(ZWirePatient).check(z.maxLength(EXTERNAL_PAGE_SIZE_MAX)),
  paging: z.object({ page: z.number(), pageSize: z.number(), hasMore: z.boolean() }),
});
const ZWireAdtRecord = z.extend(ZAdtRecord, {
  adtRecordId: ZExternalIdWire,
  patientId: ZExternalIdWire,
  cancelsRecordId: z.nullable(ZExternalIdWire),
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

/**
 * A short reason from an external answer for the screens: an OAuth2-style error code (`invalid_client`)
 * when the answer has one, else nothing. The body itself is never repeated (it may be anyone's page).
 */
function detailOf(body: string): string | null {
  try {
    const json = JSON.parse(body) as { error?: unknown };
    return typeof json.error === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(json.error) ? json.error : null;
  } catch {
    return null;
  }
}

export class CareRecordsClient {
  private token: { value: string; expires: number } | null = null;
  /** The quota as the last answer reported it. */
  lastQuota: TQuotaHeaders | null = null;
  private readonly base: URL;

  constructor(
    private readonly source: CareRecordsSource,
    private readonly options: CareRecordsOptions,
  ) {
    this.base = new URL(source.baseUrl.endsWith('/') ? source.baseUrl : `${source.baseUrl}/`);
  }

  private async send(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    const url = new URL(path.replace(/^\//, ''), this.base);
    const secure = url.protocol === 'https:';
    const mtls = this.source.authKind === 'TwoLegged';
    if (mtls && !secure) throw new SyncFailureError(failure('sync.unreachable', null, 'mutual TLS needs an https address'));
    try {
      const answer = await outboundRequest(this.options.outbound, {
        method,
        url,
        headers: { accept: 'application/json', ...headers },
        body,
        tls: {
          ca: this.options.ca,
          ...(mtls ? { cert: this.source.clientCertificate ?? undefined, key: this.source.privateKey ?? undefined } : {}),
        },
      });
      if (answer.status >= 300 && answer.status < 400) {
        throw new SyncFailureError(failure('sync.redirect_refused', answer.status), quotaOf(answer.headers));
      }
      return answer;
    } catch (err) {
      if (!(err instanceof OutboundError)) throw err;
      const code: TSyncFailureCode =
        err.reason === 'tls'
          ? mtls
            ? 'sync.auth_failed'
            : 'sync.unreachable'
          : err.reason === 'address_refused'
            ? 'sync.address_refused'
            : err.reason === 'too_large'
              ? 'sync.answer_too_large'
              : err.reason === 'timeout'
                ? 'sync.timeout'
                : 'sync.unreachable';
      // The network's error code for the curious ('ECONNREFUSED'); our own refusals say it all in their code.
      throw new SyncFailureError(failure(code, null, code === 'sync.unreachable' || code === 'sync.auth_failed' ? err.message : null));
    }
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

  /**
   * Every patient of the facility, page after page while the system says `hasMore`. Bounded by the work
   * done, not by what the system says: at most the page and patient caps, and a page that brings no
   * patient not seen before ends the listing as an invalid answer (a system repeating a page would
   * otherwise be read until the caps).
   */
  async allPatients(status: TExternalPatientStatus | null = null): Promise<TExternalPatient[]> {
    const all = new Map<string, TExternalPatient>();
    for (let page = 1; ; page++) {
      if (page > this.options.maxPages) {
        throw new SyncFailureError(failure('sync.too_many_pages'), this.lastQuota);
      }
      const { patients, hasMore } = await this.patientsPage(page, EXTERNAL_PAGE_SIZE_MAX, status);
      const fresh = patients.filter((p) => !all.has(p.patientId));
      if (all.size + fresh.length > this.options.maxPatients) {
        throw new SyncFailureError(failure('sync.too_many_patients'), this.lastQuota);
      }
      for (const p of fresh) all.set(p.patientId, p);
      if (!hasMore || patients.length === 0) return [...all.values()];
      if (fresh.length === 0) throw new SyncFailureError(failure('sync.invalid_answer', 200, `page ${page} repeats`), this.lastQuota);
    }
  }

  async patient(patientId: string): Promise<TExternalPatient> {
    return this.get(`/orgs/${this.org}/patients/${encodeURIComponent(patientId)}`, ZWirePatient, 'sync.patient_not_found');
  }

  async adtRecords(patientId: string): Promise<TAdtRecord[]> {
    return this.get(
      `/orgs/${this.org}/patients/${encodeURIComponent(patientId)}/adtrecords`,
      z.array(ZWireAdtRecord).check(z.maxLength(1000)),
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
