import { DEFAULT_ATP_LIMITS, type TAtpBand, type TReportOperation } from '@carehome/contracts';
import { atpBand, isFailedAuditStatus } from '@carehome/domain';
import { replaceAtpLimits } from '../modules/atp-limits/index.ts';
import type { Executor } from '../platform/db/database.ts';
import { listAtpAudits, updateOperations } from './demo-atp.repository.ts';
import { random } from './demo-context.ts';

// The demo's ATP programme: each site keeps the makers' limits for Hygiena and 3M Clean-Trace, and the
// audits that used the ATP system swabbed two or three high-touch surfaces. A well-run home: most
// readings pass, a few are in the caution band, and a reading fails only where the audit failed the surface.

const SWABBED_GROUP = 'High-touch surfaces';

/** An RLU in the band under the brand's limits, low in the band as clean surfaces read. */
function rluIn(band: TAtpBand, brand: (typeof DEFAULT_ATP_LIMITS)[number], next: () => number): number {
  const span = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  if (band === 'pass') return span(Math.floor(brand.passMax / 5), brand.passMax);
  if (band === 'caution') return span(brand.passMax + 1, brand.cautionMax);
  return span(brand.cautionMax + 1, brand.cautionMax * 3);
}

export async function seedDemoAtp(tx: Executor, site: { tenantId: string; facilityId: string; seed: number }): Promise<void> {
  await replaceAtpLimits(tx, site, DEFAULT_ATP_LIMITS);
  const rnd = random(site.seed);
  // Each site mostly uses one luminometer: the first site Hygiena, the next 3M Clean-Trace.
  const usual = DEFAULT_ATP_LIMITS[site.seed % 2] as (typeof DEFAULT_ATP_LIMITS)[number];
  const other = DEFAULT_ATP_LIMITS[(site.seed + 1) % 2] as (typeof DEFAULT_ATP_LIMITS)[number];
  const rows = (await listAtpAudits(tx, site.facilityId)).map((r) => {
    const brand = rnd.chance(0.85) ? usual : other;
    const swabbed = new Set(
      (r.operations as TReportOperation[])
        .filter((op) => op.group === SWABBED_GROUP)
        .sort(() => rnd.next() - 0.5)
        .slice(0, rnd.chance(0.5) ? 2 : 3)
        .map((op) => op.id),
    );
    const operations = (r.operations as TReportOperation[]).map((op) => {
      if (!swabbed.has(op.id) || !op.auditStatus || op.auditStatus === 'NotObserved') return op;
      const band: TAtpBand = isFailedAuditStatus(op.auditStatus) ? 'fail' : rnd.chance(0.1) ? 'caution' : 'pass';
      const rlu = rluIn(band, brand, rnd.next);
      return {
        ...op,
        atp: { brand: brand.brand, rlu, band: atpBand(DEFAULT_ATP_LIMITS, brand.brand, op.item, rlu), overrideReason: null },
      };
    });
    return { id: r.id, operations };
  });
  await updateOperations(tx, rows);
}
