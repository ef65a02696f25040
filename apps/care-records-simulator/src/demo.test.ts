import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT, DEMO_FACILITY_ID, DEMO_FACILITY_NAME, DEMO_ORG_UUID, DEMO_ROOMS_NOT_IN_SITE, seedDemo } from './demo.ts';
import { buildSimulator } from './simulator.ts';

// The demo site's resident rooms (apps/server/src/seed/demo-layout.ts, Toronto).
const SITE_ROOMS = new Set([100, 200, 500, 600].flatMap((base) => Array.from({ length: 10 }, (_, i) => String(base + i + 1))));

describe('demo seed', () => {
  it('gives the demo facility and its ~30 patients, mostly Current in rooms of the demo site, idempotently', async () => {
    const sim = buildSimulator({ clients: [DEMO_CLIENT] });
    try {
      expect(seedDemo(sim)).toBe(true);
      const recorded = await sim.recordAdt({ patientId: '880101', action: 'Discharge' });
      expect(seedDemo(sim)).toBe(false);

      const token = (
        await sim.app.inject({
          method: 'POST',
          url: '/auth/token',
          headers: {
            authorization: `Basic ${Buffer.from(`${DEMO_CLIENT.clientId}:${DEMO_CLIENT.clientSecret}`).toString('base64')}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: 'grant_type=client_credentials',
        })
      ).json().access_token;
      const auth = { authorization: `Bearer ${token}` };
      const facs = await sim.app.inject({ url: `/api/public/preview1/orgs/${DEMO_ORG_UUID}/facs`, headers: auth });
      // Facility and patient ids are integers, as the real system's.
      expect(facs.json()).toEqual([{ facId: Number(DEMO_FACILITY_ID), facilityName: DEMO_FACILITY_NAME }]);
      expect(DEMO_FACILITY_NAME).toBe('Maplewood House (Toronto)');

      const page = await sim.app.inject({
        url: `/api/public/preview1/orgs/${DEMO_ORG_UUID}/patients?facId=${DEMO_FACILITY_ID}&pageSize=200`,
        headers: auth,
      });
      const patients = page.json().data as {
        patientId: number;
        status: string;
        roomNumber: string | null;
        firstName: string;
        lastName: string;
      }[];
      expect(patients.every((p) => Number.isInteger(p.patientId))).toBe(true);
      expect(patients.length).toBeGreaterThanOrEqual(28);
      expect(patients.length).toBeLessThanOrEqual(35);
      expect(new Set(patients.map((p) => p.patientId)).size).toBe(patients.length);
      // Names repeat as the demo site's do (two Olga Nguyens, in 101 and 104), never with the room.
      expect(new Set(patients.map((p) => `${p.firstName} ${p.lastName} ${p.roomNumber}`)).size).toBe(patients.length);
      // The second seed did not undo the discharge recorded in between.
      expect(patients.find((p) => p.patientId === 880101)).toMatchObject({ status: 'Discharged', dischargeDate: recorded.effectiveDate });

      const byStatus = (s: string) => patients.filter((p) => p.status === s);
      expect(byStatus('Discharged').length).toBe(3);
      expect(byStatus('New').length).toBe(2);
      expect(byStatus('Current').length).toBe(patients.length - 5);
      const current = byStatus('Current');
      expect(current.every((p) => p.roomNumber)).toBe(true);
      const outside = current.filter((p) => !SITE_ROOMS.has(p.roomNumber as string)).map((p) => p.roomNumber);
      expect(outside.sort()).toEqual([...DEMO_ROOMS_NOT_IN_SITE].sort());
      expect(byStatus('Discharged').every((p) => p.roomNumber === null)).toBe(true);
    } finally {
      await sim.close();
    }
  });
});
