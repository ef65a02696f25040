import { afterEach, describe, expect, it } from 'vitest';
import { buildSimulator, type Simulator } from './simulator.ts';

// The simulator speaks the real system's shapes where it once simplified: integer ids on the wire, and a
// leave of absence that holds the room (none shows while away) until the return.

const ORG = '5f0c8a8e-3f63-4d55-9a39-0d1f6a0e2c11';
let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

function simulator(): Simulator {
  sim = buildSimulator({ clients: [{ clientId: 'carehome', clientSecret: 's3cret' }] });
  return sim;
}

async function token(s: Simulator): Promise<string> {
  const res = await s.app.inject({
    method: 'POST',
    url: '/auth/token',
    headers: {
      authorization: `Basic ${Buffer.from('carehome:s3cret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });
  return res.json().access_token as string;
}

describe('the real system’s shapes', () => {
  it('sends integer facility, patient and record ids; a leave shows no room but holds it, the return shows it again', async () => {
    const s = simulator();
    s.addFacility({ orgUuid: ORG, facilityId: '4021', name: 'Integer House' });
    s.addPatient({
      patientId: '880101',
      facilityId: '4021',
      firstName: 'Olga',
      lastName: 'Nguyen',
      namePrefix: null,
      nickName: null,
      roomNumber: '101',
      bed: 'A',
      admissionDate: null,
      dischargeDate: null,
    });
    const auth = { authorization: `Bearer ${await token(s)}` };
    const facs = await s.app.inject({ url: `/api/public/preview1/orgs/${ORG}/facs`, headers: auth });
    expect(facs.json()).toContainEqual({ facId: 4021, facilityName: 'Integer House' });
    const get = async () => (await s.app.inject({ url: `/api/public/preview1/orgs/${ORG}/patients/880101`, headers: auth })).json();
    expect(await get()).toMatchObject({ patientId: 880101, facilityId: 4021, roomNumber: '101' });

    const leave = await s.recordAdt({ patientId: '880101', action: 'LeaveOfAbsence' });
    expect(leave).toMatchObject({ action: 'LeaveOfAbsence', roomNumber: '101', bed: 'A' });
    expect(await get()).toMatchObject({ status: 'Current', roomNumber: null, bed: null });
    const back = await s.recordAdt({ patientId: '880101', action: 'ReturnFromLeave' });
    expect(back).toMatchObject({ roomNumber: '101', bed: 'A' });
    expect(await get()).toMatchObject({ status: 'Current', roomNumber: '101', bed: 'A' });

    const records = (await s.app.inject({ url: `/api/public/preview1/orgs/${ORG}/patients/880101/adtrecords`, headers: auth })).json();
    expect(records.map((r: { adtRecordId: unknown; patientId: unknown }) => [typeof r.adtRecordId, r.patientId])).toEqual([
      ['number', 880101],
      ['number', 880101],
    ]);
  });
});
