import type pg from 'pg';
import { asTenant, type BenchSite } from '../lib/sites.ts';

// The turnaround bench's data: a year of the task log of a 1,000-room site, as the cleans residents'
// moves, room states and failed audits asked for would have written it.

const KINDS = ['Resident Departure', 'Resident Arrival', 'State Room Clean', 'Audit Re-clean'];

/**
 * About one task every 12 days per room over the last `days` days (30,000 a year for 1,000 rooms, far
 * more than a home sees: the read's worst case), each answered in 5 to 45 minutes and cleaned in 15 to
 * 45; one in 50 withdrawn without a clean, and a handful still open.
 */
export async function insertTaskLog(db: pg.Client, site: BenchSite, days = 365): Promise<{ tasks: number }> {
  return asTenant(db, site.tenantId, async () => {
    const res = await db.query(
      `insert into clean_task_log (tenant_id, facility_id, room_id, task_key, clean_type, created_at, started_at, completed_at, ended_at)
       select $1, $2, r.id, ($4::text[])[1 + (r.n + d.i) % 4], 'Clean', t.created,
         case when w.withdrawn or w.open then null else t.created + t.response end,
         case when w.withdrawn or w.open then null else t.created + t.response + t.clean end,
         case when w.open then null when w.withdrawn then t.created + interval '3 hours' else t.created + t.response + t.clean end
       from unnest($3::uuid[]) with ordinality as r(id, n)
       cross join generate_series(0, $5::int - 1) as d(i)
       cross join lateral (select now() - make_interval(days => d.i, hours => (r.n % 10)::int) - interval '30 minutes' as created,
         make_interval(mins => 5 + ((r.n * 7 + d.i) % 41)::int) as response,
         make_interval(mins => 15 + ((r.n * 3 + d.i) % 31)::int) as clean) t
       cross join lateral (select (r.n + d.i) % 50 = 7 as withdrawn, d.i = 0 and r.n % 300 = 0 as open) w
       where (r.n + d.i) % 12 = 0`,
      [site.tenantId, site.id, site.rooms.map((r) => r.id), KINDS, days],
    );
    return { tasks: res.rowCount ?? 0 };
  });
}

const RUNS = 3;
const TARGET_MS = 2000;

/**
 * The turnaround reads over the site's year (GET, answer read to its last byte), RUNS times each: the KPIs
 * by kind and area with the drill-down rows, and the overdue board. Printed as one line each; their medians.
 */
export async function turnaroundReads(
  url: string,
  headers: Record<string, string>,
  site: BenchSite,
  period: { from: string; to: string },
): Promise<Record<string, number>> {
  const { authorization } = headers as { authorization: string };
  const reads = [
    ['turnaround-kpis', `/api/turnaround/kpis?facilityId=${site.id}&from=${period.from}&to=${period.to}`],
    ['turnaround-overdue', `/api/turnaround/overdue?facilityId=${site.id}`],
  ] as const;
  const medians: Record<string, number> = {};
  for (const [name, path] of reads) {
    const times: number[] = [];
    let tasks: unknown = null;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const res = await fetch(`${url}${path}`, { headers: { authorization, 'accept-encoding': 'gzip, br' } });
      const text = await res.text();
      times.push(performance.now() - t);
      if (!res.ok) throw new Error(`reporting bench: ${path} answered ${res.status} ${text.slice(0, 300)}`);
      const json = JSON.parse(text) as { totals?: { tasks: number }; tasks: unknown[] };
      tasks = json.totals?.tasks ?? json.tasks.length;
    }
    times.sort((a, b) => a - b);
    const median = Math.round((times[Math.floor(RUNS / 2)] ?? 0) * 10) / 10;
    medians[name.replace('turnaround-', 'turnaround_')] = median;
    process.stdout.write(
      `${JSON.stringify({ name: `reporting-${name}`, period_days: 365, rooms: site.rooms.length, tasks, median_ms: median, target_ms: TARGET_MS, ok: median < TARGET_MS })}\n`,
    );
  }
  return medians;
}
