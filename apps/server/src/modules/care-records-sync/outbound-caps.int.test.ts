import type { TSyncResidentList } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { allowOutbound } from '../../../test/harness.ts';
import {
  call,
  careRecords,
  closers,
  json,
  listen,
  outboundTestbed,
  runToEnd,
  saveSource,
  site,
  t,
  testConnection,
} from './outbound.testbed.ts';

// The caps on what the external care-records system answers, against listeners on this machine through
// HTTP on a real PostgreSQL: an external system that pages for ever, or answers too much, is stopped at
// the cap with a sync.* code.

outboundTestbed();

describe('caps on what the external system answers', () => {
  it('endless paging stops at the page cap with sync.too_many_pages, memory bounded', async () => {
    const l = await listen();
    closers.push(l.close);
    allowOutbound(t, l.url);
    const id = await saveSource({ baseUrl: l.url });
    const before = process.memoryUsage().rss;
    const listing = (await call('POST', '/api/sync/residents', { facilityId: site, dataSourceId: id })).json() as TSyncResidentList;
    expect(listing.failure?.code).toBe('sync.too_many_pages');
    const pages = l.requests.filter((r) => r.path.includes('/patients?'));
    expect(pages).toHaveLength(t.ctx.config.syncMaxPages);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);

    // The reconciliation stops there too, and its run says why.
    t.ctx.config.syncMaxPages = 3;
    const run = await runToEnd(id);
    expect(run).toMatchObject({ status: 'failed', failure: { code: 'sync.too_many_pages' } });
    t.ctx.config.syncMaxPages = 100;
  });

  it('a listing over the patient cap stops with sync.too_many_patients', async () => {
    const l = await listen(careRecords({ hasMore: true }));
    closers.push(l.close);
    allowOutbound(t, l.url);
    t.ctx.config.syncMaxPatients = 500;
    try {
      const id = await saveSource({ baseUrl: l.url });
      const listing = (await call('POST', '/api/sync/residents', { facilityId: site, dataSourceId: id })).json() as TSyncResidentList;
      expect(listing.failure?.code).toBe('sync.too_many_patients');
      expect(l.requests.filter((r) => r.path.includes('/patients?'))).toHaveLength(3);
    } finally {
      t.ctx.config.syncMaxPatients = 20_000;
    }
  });

  it('an answer over the size cap is cut off with sync.answer_too_large', async () => {
    let sent = 0;
    const l = await listen((req, res) => {
      if (req.url?.endsWith('/auth/token')) return json(res, 200, { access_token: 'tok', expires_in: 3600 });
      // An endless facility list, streamed without a length.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[');
      const chunk = `${JSON.stringify({ facId: 'X', facilityName: 'x'.repeat(1000) })},`.repeat(64);
      const more = () => {
        while (!res.destroyed && sent < 200 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end(']');
      };
      res.on('close', () => {
        sent = Number.POSITIVE_INFINITY;
      });
      more();
    });
    closers.push(l.close);
    allowOutbound(t, l.url);
    const id = await saveSource({ baseUrl: l.url });
    const result = await testConnection(id);
    expect(result).toMatchObject({ ok: false, failure: { code: 'sync.answer_too_large' } });
  });
});
