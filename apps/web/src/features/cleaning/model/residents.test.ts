import type { TDashboardResident } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { roomResidents, screenResidents } from './residents.ts';
import { room, savedReport, testId } from './test-fixtures.ts';

function resident(firstName: string, extra: Partial<TDashboardResident> = {}): TDashboardResident {
  return {
    id: testId(),
    residentId: firstName,
    displayName: `${firstName} Okafor`,
    namePrefix: null,
    firstName,
    lastName: 'Okafor',
    nickName: null,
    photo: null,
    fallRisk: false,
    exitSeeking: false,
    sexuallyAbusive: false,
    verballyAbusive: false,
    physicallyAggressive: false,
    preCleanNotes: [],
    postCleanNotes: [],
    ...extra,
  };
}

describe('the residents the cleaning screen names', () => {
  const grace = resident('Grace', { fallRisk: true });
  const ada = resident('Ada', { postCleanNotes: ['Walker by the door.'] });
  const shared = room({ resident: grace, residents: [grace, ada] });

  it('a new clean of a shared room names both residents now, each with their own data', () => {
    const shown = screenResidents({ mode: 'normal', room: shared, report: null });
    expect(shown.map((r) => [r.name, r.live?.fallRisk, r.live?.postCleanNotes])).toEqual([
      ['Grace Okafor', true, []],
      ['Ada Okafor', false, ['Walker by the door.']],
    ]);
  });

  it('a saved report names whom it recorded, with the data of those who still live there', () => {
    const report = savedReport(shared, {
      resident: { id: 'gone', name: 'Edith Okafor' },
      residents: [
        { id: 'gone', name: 'Edith Okafor' },
        { id: ada.id, name: 'Ada Okafor' },
      ],
    });
    const shown = screenResidents({ mode: 'readonly', room: shared, report });
    expect(shown.map((r) => [r.name, r.live?.id ?? null])).toEqual([
      ['Edith Okafor', null],
      ['Ada Okafor', ada.id],
    ]);
  });

  it('a dashboard copy saved before shared rooms were read still names its resident', () => {
    const old = { ...room({ resident: grace }), residents: undefined } as unknown as Parameters<typeof roomResidents>[0];
    expect(roomResidents(old).map((r) => r.displayName)).toEqual(['Grace Okafor']);
  });
});
