import type http from 'node:http';
import type { TSyncResidentList } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { allowOutbound } from '../../../test/harness.ts';
import { call, closers, json, listen, outboundTestbed, saveSource, site, t } from './outbound.testbed.ts';

// The adapter reads the real system's shapes and bounds itself by the work done, against listeners on
// this machine through HTTP on a real PostgreSQL: integer facility and patient ids are read (as strings);
// `hasMore` paging ends when the system says so, and a system that repeats a page while saying there is
// more is stopped at the first repeat; ids that are not ids are an invalid answer.

outboundTestbed();

const person = (patientId: unknown, facilityId: unknown = 4021) => ({
  patientId,
  facilityId,
  firstName: 'Int',
  lastName: `Patient${String(patientId)}`,
  namePrefix: null,
  nickName: null,
  status: 'Current',
  roomNumber: '101',
  bed: null,
  admissionDate: '2026-01-15T10:00:00.000Z',
  dischargeDate: null,
});

/** A real-shaped system: facility 4021, its patients served by `page(n)` with `hasMore`. */
function realShaped(page: (n: number) => { data: unknown[]; hasMore: boolean }) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.endsWith('/auth/token')) return json(res, 200, { access_token: 'tok', expires_in: 3600 });
    if (url.pathname.endsWith('/facs')) return json(res, 200, [{ facId: 4021, facilityName: 'Integer House' }]);
    if (url.pathname.endsWith('/patients')) {
      const n = Number(url.searchParams.get('page'));
      const { data, hasMore } = page(n);
      return json(res, 200, { data, paging: { page: n, pageSize: 200, hasMore } });
    }
    json(res, 404, { error: 'not_found' });
  };
}

async function listing(handler: ReturnType<typeof realShaped>) {
  const l = await listen(handler);
  closers.push(l.close);
  allowOutbound(t, l.url);
  const id = await saveSource({ baseUrl: l.url, externalFacilityId: '4021' });
  const res = await call('POST', '/api/sync/residents', { facilityId: site, dataSourceId: id });
  expect(res.statusCode, res.body).toBe(200);
  return { list: res.json() as TSyncResidentList, pages: l.requests.filter((r) => r.path.includes('/patients?')).length };
}

describe('the real system’s shapes, bounded by the work done', () => {
  it('reads integer ids page after page until hasMore is false', async () => {
    const { list, pages } = await listing(
      realShaped((n) => ({
        data: Array.from({ length: n < 3 ? 200 : 7 }, (_, i) => person(100_000 + n * 1000 + i)),
        hasMore: n < 3,
      })),
    );
    expect(list.failure).toBeNull();
    expect(pages).toBe(3);
    expect(list.residents).toHaveLength(407);
    expect(list.residents[0]?.patient).toMatchObject({ patientId: '101000', facilityId: '4021' });
  });

  it('stops at the first page that brings nobody new while the system says there is more', async () => {
    const { list, pages } = await listing(realShaped(() => ({ data: [person(1), person(2)], hasMore: true })));
    expect(list.failure).toMatchObject({ code: 'sync.invalid_answer' });
    expect(pages).toBe(2);
  });

  it('refuses ids that are not ids: negative, fractional, or text with spaces', async () => {
    for (const bad of [-5, 1.5, 'twelve o clock']) {
      const { list } = await listing(realShaped(() => ({ data: [person(bad)], hasMore: false })));
      expect(list.failure?.code, String(bad)).toBe('sync.invalid_answer');
    }
  });
});
