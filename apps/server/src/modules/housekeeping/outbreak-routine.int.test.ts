import type { THousekeepingConfig, TRoutine } from '@carehome/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith, roomTypeNamed, routineOf, siteConfig } from '../../../test/factories.ts';
import type { OrgFixture, TestContext } from '../../../test/harness.ts';
import { housekeepingConfigs } from '../../db/schema/housekeeping.ts';
import { withTenant } from '../../platform/db/database.ts';

// A routine's outbreak fields: the starter's Outbreak Clean has them, a save checks them naming the field,
// and a configuration stored before they existed reads them as an ordinary routine's.

let t: TestContext;
let a: OrgFixture;

beforeAll(async () => {
  [t, a] = await contextWith(['Alpha']);
});
afterAll(() => t.close());

const fields = (res: { json: () => unknown }) => ((res.json() as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field);

/** The configuration with the Resident Room's routine of `cleanType` changed by `fn`, and that routine's path. */
function withRoutine(config: THousekeepingConfig, cleanType: string, fn: (r: TRoutine) => TRoutine) {
  const ti = config.roomTypes.findIndex((rt) => rt.roomType === 'Resident Room');
  const type = config.roomTypes[ti] as THousekeepingConfig['roomTypes'][number];
  const r = type.routines.findIndex((x) => x.cleanType === cleanType);
  const routines = type.routines.map((x, i) => (i === r ? fn(x) : x));
  return {
    config: { ...config, roomTypes: config.roomTypes.map((x, i) => (i === ti ? { ...x, routines } : x)) },
    path: `config.roomTypes.${ti}.routines.${r}`,
  };
}

describe('outbreak routines in the configuration', () => {
  it('starts a site with an Outbreak Clean, due only in an outbreak, with its disinfectant translated', async () => {
    const config = await siteConfig(t);
    const outbreak = routineOf(roomTypeNamed(config), 'Outbreak Clean');
    expect(outbreak).toMatchObject({ outbreakOnly: true, agent: 'Chlorine 1,000 ppm', contactTimeMinutes: 10 });
    expect(outbreak.schedule).toMatchObject({ type: 'Absolute', buckets: [{ start: '06:00' }, { start: '14:00' }] });
    expect(outbreak.operations.map((o) => o.item)).toEqual(expect.arrayContaining(['Call bell', 'Door handles', 'Grab bars']));
    expect(routineOf(roomTypeNamed(config, 'Common Area'), 'Outbreak Clean').outbreakOnly).toBe(true);
    expect(routineOf(roomTypeNamed(config), 'Clean')).toMatchObject({ outbreakOnly: false, agent: null, contactTimeMinutes: null });
    expect(config.translations['Chlorine 1,000 ppm']?.fr).toBe('Chlore 1 000 ppm');
  });

  it.each([
    ['a contact time of 0', { contactTimeMinutes: 0 }, 'contactTimeMinutes'],
    ['a contact time over 120', { contactTimeMinutes: 121 }, 'contactTimeMinutes'],
    ['a contact time not whole', { contactTimeMinutes: 2.5 }, 'contactTimeMinutes'],
    ['an agent too long', { agent: 'x'.repeat(81) }, 'agent'],
    ['an outbreak switch that is not yes or no', { outbreakOnly: 'yes' as unknown as boolean }, 'outbreakOnly'],
  ])('refuses %s, naming the field', async (_name, change, field) => {
    const { config, path } = withRoutine(await siteConfig(t), 'Outbreak Clean', (r) => ({ ...r, ...change }));
    const res = await t.as('FacilityAdministrator', a).post('housekeeping/update', { config });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toContain(`${path}.${field}`);
  });

  it('saves a routine made an outbreak routine and reads it back', async () => {
    const { config } = withRoutine(await siteConfig(t), 'Deep Clean', (r) => ({
      ...r,
      outbreakOnly: true,
      agent: ' Peroxide wipes ',
      contactTimeMinutes: 3,
    }));
    const res = await t.as('FacilityAdministrator', a).post('housekeeping/update', { config });
    expect(res.statusCode, res.body).toBe(200);
    expect(routineOf(roomTypeNamed(await siteConfig(t)), 'Deep Clean')).toMatchObject({
      outbreakOnly: true,
      agent: 'Peroxide wipes',
      contactTimeMinutes: 3,
    });
  });

  it('reads a configuration stored before outbreak routines as ordinary routines, unchanged otherwise', async () => {
    const facilityId = a.siteIds[0] as string;
    await withTenant(t.database.db, a.tenantId, async (tx) => {
      const [row] = await tx
        .select({ document: housekeepingConfigs.document })
        .from(housekeepingConfigs)
        .where(eq(housekeepingConfigs.facilityId, facilityId));
      const document = structuredClone(row?.document) as { roomTypes: { routines: Record<string, unknown>[] }[] };
      for (const rt of document.roomTypes)
        for (const r of rt.routines) {
          delete r.outbreakOnly;
          delete r.agent;
          delete r.contactTimeMinutes;
        }
      await tx.update(housekeepingConfigs).set({ document }).where(eq(housekeepingConfigs.facilityId, facilityId));
    });
    const config = await siteConfig(t);
    for (const rt of config.roomTypes)
      for (const r of rt.routines) expect([r.outbreakOnly, r.agent, r.contactTimeMinutes]).toEqual([false, null, null]);
  });
});
