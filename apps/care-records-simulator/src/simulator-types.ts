import type { TAdtAction, TAdtRecord, TExternalPatient, TExternalPatientStatus } from '@carehome/contracts';
import type { FastifyInstance } from 'fastify';
import type { WireWebhookMessage } from './wire.ts';

// The simulator's public shapes: its options (clients, TLS, webhooks), what tests drive it with, and its log.

export interface SimulatorClient {
  clientId: string;
  clientSecret: string;
}

export interface SimulatorOptions {
  clients: SimulatorClient[];
  /** API calls allowed per day and client (the quota); the day resets at midnight UTC of `now`. */
  quotaPerDay?: number;
  tokenTtlSeconds?: number;
  /** The clock (tests move it to pass a quota reset or a token's expiry). */
  now?: () => Date;
  /** Waits before each retry of an unacknowledged webhook; its length is the number of retries. */
  webhookRetryDelaysMs?: readonly number[];
  /** Turns on the HTTP control calls under /simulator/, which ask for this value in `x-simulator-token`. */
  controlToken?: string;
  /** HTTPS with mutual TLS: `app` serves HTTPS, `httpApp` plain HTTP (OAuth2 only) over the same data. */
  tls?: SimulatorTlsOptions;
}

export interface SimulatorTlsOptions {
  /** The server's private key and certificate (PEM). */
  key: string;
  cert: string;
  /** The CA (PEM) client certificates must be signed by. */
  ca: string | string[];
  /** Known client certificates: each stands for `clientId` (its quota). */
  clients: SimulatorTlsClient[];
}

/** A client certificate the simulator knows: by subject common name, SHA-256 fingerprint, or both (both must match). */
export interface SimulatorTlsClient {
  clientId: string;
  commonName?: string;
  /** Hex, colons and case ignored (as `openssl x509 -fingerprint -sha256` or Node's `fingerprint256` print it). */
  fingerprint256?: string;
}

export interface WebhookSubscription {
  url: string;
  /** Sent as `x-api-key`: the data-source API key of the receiving site. */
  apiKey: string;
}

export interface WebhookDelivery {
  message: WireWebhookMessage;
  attempts: number;
  acknowledged: boolean;
  lastStatus: number | null;
}

export interface Simulator {
  /** HTTPS (mutual TLS and OAuth2) with `tls`, plain HTTP (OAuth2) without. */
  app: FastifyInstance;
  /** Plain HTTP (OAuth2) over the same data and quotas: `app` itself without `tls`. */
  httpApp: FastifyInstance;
  /** Closes `app` and `httpApp`. */
  close(): Promise<void>;
  addFacility(f: { orgUuid: string; facilityId: string; name: string }): void;
  addPatient(p: Omit<TExternalPatient, 'status'> & { status?: TExternalPatientStatus }): TExternalPatient;
  /** Records an ADT event, applies it to the patient and sends its webhook to the facility's subscribers. */
  recordAdt(input: {
    patientId: string;
    action: TAdtAction;
    roomNumber?: string | null;
    bed?: string | null;
    cancelsRecordId?: string | null;
    at?: Date;
  }): Promise<TAdtRecord>;
  subscribe(facilityId: string, sub: WebhookSubscription): void;
  deliveries(): WebhookDelivery[];
  /** Resolves when every webhook sent so far is acknowledged or out of retries. */
  settled(): Promise<void>;
}
