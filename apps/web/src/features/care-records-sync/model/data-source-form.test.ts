import type { TDataSource } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import {
  dataSourceFormChanged,
  dataSourceFormErrors,
  dataSourceFormOf,
  dataSourceInputOf,
  emptyDataSourceForm,
  formFieldOf,
  savedDataSourceId,
  webhookAddress,
} from './data-source-form.ts';

const t = (key: string) => key;
const stored: TDataSource = {
  id: '6f1c2a8e-0d4b-4c1e-9a7f-2b3c4d5e6f71',
  facilityId: '6f1c2a8e-0d4b-4c1e-9a7f-2b3c4d5e6f70',
  name: 'PCC main',
  application: 'PointClickCare',
  externalFacilityId: '12',
  organizationUuid: '0b6f2c1e-6a55-4d1a-9a57-0f7d2b1c9e11',
  authKind: 'OAuth2',
  baseUrl: 'https://pcc.example.com/api',
  clientId: 'client-1',
  hasClientSecret: true,
  hasClientCertificate: false,
  webhookSync: true,
  hasApiKey: false,
  quota: null,
};
const filled = () => ({
  ...emptyDataSourceForm(),
  name: ' PCC main ',
  externalFacilityId: '12',
  organizationUuid: '0b6f2c1e-6a55-4d1a-9a57-0f7d2b1c9e11',
  baseUrl: 'https://pcc.example.com/api',
  clientId: 'client-1',
  clientSecret: 's3cret',
});

describe('dataSourceInputOf', () => {
  it('sends the chosen auth kind’s credentials only, trimmed, and an empty secret as null (kept)', () => {
    expect(dataSourceInputOf(filled(), null)).toMatchObject({
      id: null,
      name: 'PCC main',
      application: 'PointClickCare',
      clientId: 'client-1',
      clientSecret: 's3cret',
      clientCertificate: null,
      privateKey: null,
    });
    const twoLegged = { ...filled(), authKind: 'TwoLegged' as const, clientCertificate: ' -----BEGIN CERTIFICATE----- ', privateKey: '' };
    expect(dataSourceInputOf(twoLegged, stored.id)).toMatchObject({
      id: stored.id,
      clientId: null,
      clientSecret: null,
      clientCertificate: '-----BEGIN CERTIFICATE-----',
      privateKey: null,
    });
    expect(dataSourceInputOf({ ...filled(), clientSecret: '   ' }, null).clientSecret).toBeNull();
  });
});

describe('dataSourceFormErrors', () => {
  it('accepts a complete OAuth2 form', () => {
    expect(dataSourceFormErrors(filled(), null, t)).toBeNull();
  });

  it('asks for the secret of a new OAuth2 source, not of one with a stored secret', () => {
    const form = { ...filled(), clientSecret: '' };
    expect(dataSourceFormErrors(form, null, t)).toEqual({ clientSecret: 'errors:sync.client_secret_required' });
    expect(dataSourceFormErrors(form, stored, t)).toBeNull();
  });

  it('asks for the certificate and key when switching a stored OAuth2 source to TwoLegged', () => {
    expect(dataSourceFormErrors({ ...filled(), authKind: 'TwoLegged' }, stored, t)).toEqual({
      clientCertificate: 'errors:sync.certificate_required',
      privateKey: 'errors:sync.private_key_required',
    });
    expect(
      dataSourceFormErrors({ ...filled(), authKind: 'TwoLegged' }, { ...stored, authKind: 'TwoLegged', hasClientCertificate: true }, t),
    ).toBeNull();
  });

  it('asks for the secret or key again when the base URL changes (not when it is only spelled differently)', () => {
    const form = { ...filled(), clientSecret: '', baseUrl: 'https://elsewhere.example.net/api' };
    expect(dataSourceFormErrors(form, stored, t)).toEqual({ clientSecret: 'errors:sync.client_secret_required' });
    expect(dataSourceFormErrors({ ...form, baseUrl: 'HTTPS://pcc.example.com/api/' }, stored, t)).toBeNull();
    const mtls = { ...stored, authKind: 'TwoLegged' as const, hasClientSecret: false, hasClientCertificate: true };
    expect(dataSourceFormErrors({ ...form, authKind: 'TwoLegged' }, mtls, t)).toEqual({ privateKey: 'errors:sync.private_key_required' });
  });

  it('puts the contract’s rules beside their fields', () => {
    const errors = dataSourceFormErrors({ ...filled(), name: ' ', organizationUuid: 'not-a-uuid', baseUrl: 'ftp://x' }, null, t);
    expect(Object.keys(errors ?? {}).sort()).toEqual(['baseUrl', 'name', 'organizationUuid']);
  });
});

describe('form fields', () => {
  it('maps server fields to the form’s and ignores the others', () => {
    expect(formFieldOf('dataSource.clientSecret')).toBe('clientSecret');
    expect(formFieldOf('dataSource.baseUrl')).toBe('baseUrl');
    expect(formFieldOf('facilityId')).toBeUndefined();
  });

  it('a loaded source is unchanged until a field or a secret is typed', () => {
    const loaded = dataSourceFormOf(stored);
    expect(loaded.clientSecret).toBe('');
    expect(dataSourceFormChanged({ ...loaded, name: 'PCC main ' }, loaded)).toBe(false);
    expect(dataSourceFormChanged({ ...loaded, clientSecret: 'x' }, loaded)).toBe(true);
    expect(dataSourceFormChanged({ ...loaded, webhookSync: false }, loaded)).toBe(true);
  });
});

describe('savedDataSourceId', () => {
  it('is the edited id, or the new one in the answered list', () => {
    const other = { ...stored, id: '6f1c2a8e-0d4b-4c1e-9a7f-2b3c4d5e6f72' };
    expect(savedDataSourceId([stored], { facilityId: stored.facilityId, dataSources: [other, stored] }, null)).toBe(other.id);
    expect(savedDataSourceId([stored], { facilityId: stored.facilityId, dataSources: [stored] }, stored.id)).toBe(stored.id);
  });
});

it('webhookAddress is the site’s API address of the data source', () => {
  expect(webhookAddress('https://care.example.com/', 'abc')).toBe('https://care.example.com/api/sync/webhook/abc');
});
