import type { TEditorSchedule, TFacilitySchedule, TSaveFacilitySchedule } from '@carehome/contracts';
import { validateEditorSchedule } from '@carehome/domain';

// The site schedule form (POST /facilitySchedule/update): what a new one starts from, an existing one
// as a draft, what stops a save before the server sees it, and the body sent.

export interface SiteScheduleDraft {
  id?: string;
  description: string;
  templateId: string | null;
  period: 'day' | 'week';
  schedule: TEditorSchedule;
  active: boolean;
}

/** A new site schedule: the week's rota every Monday at 05:00 from today, with the first template. */
export function newSiteScheduleDraft(today: string, templateId: string | null): SiteScheduleDraft {
  return {
    description: '',
    templateId,
    period: 'week',
    schedule: { period: 'Weekly', every: 1, startDate: today, endDate: null, weekDays: [1], at: '05:00' },
    active: true,
  };
}

export function draftOf(s: TFacilitySchedule): SiteScheduleDraft {
  return { id: s.id, description: s.description, templateId: s.templateId, period: s.period, schedule: s.schedule, active: s.active };
}

/** Keys (site-schedules namespace) of the fields the server would refuse; the schedule's own rules are the editor's. */
export function draftProblems(d: SiteScheduleDraft, templateIds: readonly string[]): { description?: string; templateId?: string } {
  const out: { description?: string; templateId?: string } = {};
  if (!d.description.trim()) out.description = 'form.descriptionRequired';
  if (!d.templateId || !templateIds.includes(d.templateId)) out.templateId = 'form.templateRequired';
  return out;
}

/** Whether the draft can be sent: its fields and its schedule's rules. */
export function canSave(d: SiteScheduleDraft, templateIds: readonly string[]): boolean {
  return Object.keys(draftProblems(d, templateIds)).length === 0 && validateEditorSchedule(d.schedule).length === 0;
}

export function saveBody(facilityId: string, d: SiteScheduleDraft): TSaveFacilitySchedule {
  return {
    facilityId,
    schedule: {
      ...(d.id ? { id: d.id } : {}),
      description: d.description.trim(),
      templateId: d.templateId ?? '',
      period: d.period,
      schedule: d.schedule,
      active: d.active,
    },
  };
}

/** The body that pauses or resumes a listed schedule. */
export function activeBody(facilityId: string, s: TFacilitySchedule, active: boolean): TSaveFacilitySchedule {
  return saveBody(facilityId, { ...draftOf(s), active });
}

/** The body that deletes a listed schedule (its template stays). */
export function deleteBody(facilityId: string, s: TFacilitySchedule): TSaveFacilitySchedule {
  const body = saveBody(facilityId, draftOf(s));
  return { ...body, schedule: { ...body.schedule, deleted: true } };
}
