import type { TFacilitySchedule } from '@carehome/contracts';
import { validateEditorSchedule } from '@carehome/domain';
import { describe, expect, it } from 'vitest';
import { activeBody, canSave, deleteBody, draftOf, draftProblems, newSiteScheduleDraft, saveBody } from './site-schedule-draft.ts';

const T1 = '00000000-0000-4000-8000-000000000001';
const SITE = '00000000-0000-4000-8000-0000000000aa';
const listed: TFacilitySchedule = {
  id: '00000000-0000-4000-8000-000000000009',
  description: 'Monday rota',
  templateId: T1,
  period: 'week',
  schedule: { period: 'Weekly', every: 1, startDate: '2026-05-04', weekDays: [1], at: '05:00' },
  active: true,
  nextRun: '2026-05-11T09:00:00.000Z',
  lastRun: null,
  lastResult: null,
};

describe('the site schedule form', () => {
  it('starts a new one as the week every Monday at 05:00 from today, a valid schedule', () => {
    const d = newSiteScheduleDraft('2026-05-06', T1);
    expect(d).toMatchObject({ description: '', templateId: T1, period: 'week', active: true });
    expect(d.schedule).toMatchObject({ period: 'Weekly', weekDays: [1], at: '05:00', startDate: '2026-05-06' });
    expect(validateEditorSchedule(d.schedule)).toEqual([]);
  });

  it('asks for a description and a template that still exists', () => {
    const d = newSiteScheduleDraft('2026-05-06', null);
    expect(draftProblems(d, [T1])).toEqual({ description: 'form.descriptionRequired', templateId: 'form.templateRequired' });
    expect(canSave(d, [T1])).toBe(false);
    const named = { ...d, description: '  Rota ', templateId: T1 };
    expect(draftProblems(named, [T1])).toEqual({});
    expect(draftProblems(named, [])).toEqual({ templateId: 'form.templateRequired' });
    expect(canSave(named, [T1])).toBe(true);
    expect(canSave({ ...named, schedule: { ...named.schedule, weekDays: [] } }, [T1])).toBe(false);
  });

  it('sends a new one without an id, trimmed; an edited one with its id', () => {
    const d = { ...newSiteScheduleDraft('2026-05-06', T1), description: '  Rota ' };
    expect(saveBody(SITE, d)).toEqual({
      facilityId: SITE,
      schedule: { description: 'Rota', templateId: T1, period: 'week', schedule: d.schedule, active: true },
    });
    expect(saveBody(SITE, draftOf(listed)).schedule).toMatchObject({ id: listed.id, description: 'Monday rota' });
  });

  it('pauses and deletes a listed one with its own fields', () => {
    expect(activeBody(SITE, listed, false).schedule).toMatchObject({ id: listed.id, active: false, templateId: T1 });
    expect(deleteBody(SITE, listed).schedule).toMatchObject({ id: listed.id, deleted: true });
  });
});
