import { type TDataSource, type TDataSourceInput, type TDataSourceList, type TSyncAuthKind, ZDataSourceInput } from '@carehome/contracts';
import { dataSourceProblems } from '@carehome/domain';
import { translateError } from '../../../lib/api-error.ts';
import { validateForm } from '../../../lib/form-validation.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The external system most homes connect to; the form starts with it. */
export const DEFAULT_APPLICATION = 'PointClickCare';

/**
 * What the data source form edits. Secrets (client secret, certificate, private key) start empty: they
 * are written, never read back, and an empty field keeps the stored one.
 */
export interface DataSourceFormValues {
  name: string;
  application: string;
  externalFacilityId: string;
  organizationUuid: string;
  baseUrl: string;
  authKind: TSyncAuthKind;
  clientId: string;
  clientSecret: string;
  clientCertificate: string;
  privateKey: string;
  webhookSync: boolean;
}

export type DataSourceField = keyof DataSourceFormValues;

/** Changes one field of the form; the field's message goes. */
export type SetDataSourceField = <K extends DataSourceField>(key: K, value: DataSourceFormValues[K]) => void;

export const emptyDataSourceForm = (): DataSourceFormValues => ({
  name: '',
  application: DEFAULT_APPLICATION,
  externalFacilityId: '',
  organizationUuid: '',
  baseUrl: 'https://',
  authKind: 'OAuth2',
  clientId: '',
  clientSecret: '',
  clientCertificate: '',
  privateKey: '',
  webhookSync: false,
});

export const dataSourceFormOf = (ds: TDataSource): DataSourceFormValues => ({
  name: ds.name,
  application: ds.application,
  externalFacilityId: ds.externalFacilityId,
  organizationUuid: ds.organizationUuid,
  baseUrl: ds.baseUrl,
  authKind: ds.authKind,
  clientId: ds.clientId ?? '',
  clientSecret: '',
  clientCertificate: '',
  privateKey: '',
  webhookSync: ds.webhookSync,
});

const TEXT_FIELDS = ['name', 'application', 'externalFacilityId', 'organizationUuid', 'baseUrl', 'clientId'] as const;
const SECRET_FIELDS = ['clientSecret', 'clientCertificate', 'privateKey'] as const;

/** True when the form differs from what was loaded (spaces around texts do not count; any typed secret does). */
export function dataSourceFormChanged(a: DataSourceFormValues, b: DataSourceFormValues): boolean {
  return (
    TEXT_FIELDS.some((f) => a[f].trim() !== b[f].trim()) ||
    SECRET_FIELDS.some((f) => a[f].trim() !== b[f].trim()) ||
    a.authKind !== b.authKind ||
    a.webhookSync !== b.webhookSync
  );
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/**
 * The data source as saved. Only the chosen auth kind's credentials are sent (the server drops the
 * other kind's); an empty secret is sent as null, which keeps the stored one.
 */
export function dataSourceInputOf(values: DataSourceFormValues, id: string | null): TDataSourceInput {
  const oauth = values.authKind === 'OAuth2';
  return {
    id,
    name: values.name.trim(),
    application: values.application.trim(),
    externalFacilityId: values.externalFacilityId.trim(),
    organizationUuid: values.organizationUuid.trim(),
    authKind: values.authKind,
    baseUrl: values.baseUrl.trim(),
    clientId: oauth ? orNull(values.clientId) : null,
    // A secret is sent as typed (spaces may belong to it); one of spaces only is no secret.
    clientSecret: oauth && values.clientSecret.trim() ? values.clientSecret : null,
    clientCertificate: oauth ? null : orNull(values.clientCertificate),
    privateKey: oauth ? null : orNull(values.privateKey),
    webhookSync: values.webhookSync,
  };
}

const FORM_FIELDS = new Set<string>([...TEXT_FIELDS, ...SECRET_FIELDS, 'authKind', 'webhookSync']);

/** The form's field of a server or contract field ('dataSource.clientSecret' is clientSecret), or undefined when the form has none. */
export function formFieldOf(serverField: string): DataSourceField | undefined {
  const name = serverField.replace(/^dataSource\./, '');
  return FORM_FIELDS.has(name) ? (name as DataSourceField) : undefined;
}

/** The same base URL, spelled alike or not (as the server compares them). */
export function sameBaseUrl(a: string, b: string): boolean {
  const norm = (u: string) => {
    try {
      return new URL(u.trim()).href.replace(/\/+$/, '');
    } catch {
      return u.trim();
    }
  };
  return norm(a) === norm(b);
}

/**
 * Whether the stored secret or private key still holds: a secret is bound to the address and sign-in
 * method it was given for, so a new base URL or method needs it entered again (the server refuses the
 * save otherwise).
 */
export const secretsKept = (values: DataSourceFormValues, stored: TDataSource): boolean =>
  stored.authKind === values.authKind && sameBaseUrl(stored.baseUrl, values.baseUrl);

/**
 * The form's problems beside their fields, in the user's language: the contract's rules (required, a
 * UUID, an http(s) address) and the domain's (the chosen auth kind's credentials, unless stored). Null
 * when it can be sent.
 */
export function dataSourceFormErrors(
  values: DataSourceFormValues,
  stored: TDataSource | null,
  t: Translate,
): Record<string, string> | null {
  const input = dataSourceInputOf(values, stored?.id ?? null);
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(validateForm(ZDataSourceInput, input, t).errors ?? {})) {
    const name = formFieldOf(field);
    if (name) errors[name] ??= message;
  }
  const bound = stored ? secretsKept(values, stored) : false;
  const kept = stored
    ? // The certificate and its key are saved together: a stored certificate means a stored key.
      {
        hasClientSecret: bound && stored.hasClientSecret,
        hasClientCertificate: stored.hasClientCertificate,
        hasPrivateKey: bound && stored.hasClientCertificate,
      }
    : null;
  for (const p of dataSourceProblems(input, kept)) {
    const name = formFieldOf(p.field);
    if (name) errors[name] ??= translateError(t, p.code, p.code);
  }
  return Object.keys(errors).length ? errors : null;
}

/**
 * The id of the data source just saved, from the site's list the save answers: the edited one, or
 * for a new one the id that was not in the list before.
 */
export function savedDataSourceId(before: readonly TDataSource[], after: TDataSourceList, id: string | null): string | null {
  if (id) return id;
  const known = new Set(before.map((d) => d.id));
  return after.dataSources.find((d) => !known.has(d.id))?.id ?? null;
}

/** The address the external system's webhook is registered with for this data source. */
export const webhookAddress = (origin: string, dataSourceId: string) => `${origin.replace(/\/$/, '')}/api/sync/webhook/${dataSourceId}`;
