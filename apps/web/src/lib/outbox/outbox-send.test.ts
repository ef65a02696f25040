import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextDay, SAVE_PATHS, sendSave } from './outbox-send.ts';
import type { QueuedSave } from './outbox-types.ts';
import { photoFileName, storePhoto } from './photo-store.ts';

const save: QueuedSave = {
  kind: 'report',
  id: 'r1',
  facilityId: 'f1',
  roomId: 'room-1',
  body: { report: { id: 'r1', authorStaffId: 'staff-a' } },
  key: 'report:r1',
  seq: 1,
  revision: 'rev-1',
  queuedAt: new Date(2026, 2, 10, 14, 30).getTime(),
  authorStaffId: 'staff-a',
  tenantId: 't1',
  roomLabel: '101',
  state: 'queued',
  attempts: 0,
  failures: 0,
  nextAttemptAt: 0,
  lastAttemptAt: null,
  lastAnswer: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('sendSave: one POST of a queued save', () => {
  const fetch = vi.fn<typeof globalThis.fetch>();
  beforeEach(() => {
    vi.stubGlobal('window', { location: { origin: 'http://tablet.test', pathname: '/' } });
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetch.mockReset();
  });

  it('posts the body as queued to the route of its kind, with nextDay and the revision as idempotency key', async () => {
    fetch.mockResolvedValue(json(200, { id: 'r1' }));
    expect(await sendSave(save)).toMatchObject({ status: 200 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe(`http://tablet.test/api/housekeeping/submitReport?nextDay=${encodeURIComponent('2026-03-11T00:00:00')}`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(save.body);
    expect(new Headers(init?.headers).get('idempotency-key')).toBe('rev-1');
  });

  it('sends markings to submitmarkingreport and audits to submitReport', () => {
    expect(SAVE_PATHS).toEqual({
      report: 'housekeeping/submitReport',
      audit: 'housekeeping/submitReport',
      marking: 'housekeeping/submitmarkingreport',
      photo: 'files/image',
      email: 'housekeeping/emailreport',
    });
  });

  it('nextDay is the start of the day after the save', () => {
    expect(nextDay(new Date(2026, 11, 31, 23, 59).getTime())).toBe('2027-01-01T00:00:00');
  });

  it('a 200 that is not the saved report (a captive portal, a proxy) is no delivery', async () => {
    fetch.mockResolvedValue(new Response('<html>Sign in to the Wi-Fi</html>', { status: 200 }));
    expect((await sendSave(save)).status).toBe('network');
    fetch.mockResolvedValue(json(200, { id: 'someone-else' }));
    expect((await sendSave(save)).status).toBe('network');
  });

  it('passes on the server’s status, code, message and field errors', async () => {
    const errors = [
      { field: 'selectedCleanType', code: 'report.unknown_clean_type', message: 'This clean type is not configured for the room type.' },
    ];
    fetch.mockResolvedValue(json(400, { code: 'report.unknown_clean_type', message: errors[0]?.message, errors }));
    expect(await sendSave(save)).toEqual({ status: 400, code: 'report.unknown_clean_type', message: errors[0]?.message, errors });
  });

  it('an error without our body has no code', async () => {
    fetch.mockResolvedValue(new Response('Forbidden', { status: 403, statusText: 'Forbidden' }));
    expect(await sendSave(save)).toMatchObject({ status: 403, code: null });
  });

  it('no answer at all is a network failure', async () => {
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await sendSave(save)).status).toBe('network');
  });

  it('uploads a photo kept on the tablet with its id, so the file is named by it; a missing photo is refused for good', async () => {
    const id = '5f0c2f4e-1d2b-4c55-9a51-3f2b2a4c9e10';
    const photo: QueuedSave = {
      ...save,
      kind: 'photo',
      id,
      key: `photo:${id}`,
      body: { photo: { fileId: id, facilityId: 'f1', resize: '600x600' }, authorStaffId: 'staff-a' },
    };
    await storePhoto({ id, blob: new Blob(['jpeg bytes'], { type: 'image/jpeg' }), facilityId: 'f1', roomId: 'room-1', storedAt: 0 });
    fetch.mockResolvedValue(json(200, { fileName: photoFileName(id), url: '', width: 1, height: 1 }));
    expect(await sendSave(photo)).toMatchObject({ status: 200 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://tablet.test/api/files/image');
    const form = init?.body as FormData;
    expect([form.get('FileId'), form.get('FacilityId'), form.get('Resize'), form.get('Kind')]).toEqual([id, 'f1', '600x600', 'photo']);
    expect(await (form.get('Image') as Blob).text()).toBe('jpeg bytes');
    // Another file name is not this photo's upload.
    fetch.mockResolvedValue(json(200, { fileName: 'other.jpg' }));
    expect((await sendSave(photo)).status).toBe('network');

    const gone = {
      ...photo,
      id: 'b0b0b0b0-1d2b-4c55-9a51-3f2b2a4c9e10',
      body: { photo: { fileId: 'b0b0b0b0-1d2b-4c55-9a51-3f2b2a4c9e10' } },
    };
    expect(await sendSave(gone)).toMatchObject({ status: 410, code: 'photo.missing' });
  });

  it('sends a queued email as the emailreport body, acknowledged by the queued answer', async () => {
    const email: QueuedSave = {
      ...save,
      kind: 'email',
      key: 'email:r1',
      body: { email: { id: 'r1', facilityId: 'f1', recipients: ['a@b.example'] }, authorStaffId: 'staff-a' },
    };
    fetch.mockResolvedValue(json(200, { queued: true, recipients: ['a@b.example'], attachments: 0 }));
    expect(await sendSave(email)).toMatchObject({ status: 200 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://tablet.test/api/housekeeping/emailreport');
    expect(JSON.parse(String(init?.body))).toEqual({ id: 'r1', facilityId: 'f1', recipients: ['a@b.example'] });
  });
});
