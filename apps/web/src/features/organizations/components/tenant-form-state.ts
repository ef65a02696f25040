import type { TReportColors, TTenant } from '@carehome/contracts';
import type { SupervisorRow } from './supervisors-field.tsx';

/** The organization form: its name, logo, report colours and supervisors. */
export interface FormState {
  name: string;
  companyLogo: string | null;
  reportColors: TReportColors;
  supervisors: SupervisorRow[];
}

/** The form of an organization as saved. */
export function fromTenant(tenant: TTenant): FormState {
  return {
    name: tenant.name,
    companyLogo: tenant.companyLogo,
    reportColors: { ...tenant.reportColors },
    supervisors: tenant.supervisors.map((s) => ({ key: s.id, id: s.id, email: s.email })),
  };
}

/** What the form would save: blank rows left out, the same email only once (case-insensitive). */
export function supervisorsToSave(rows: SupervisorRow[]): { rows: SupervisorRow[]; payload: { id?: string; email: string }[] } {
  const seen = new Set<string>();
  const kept: SupervisorRow[] = [];
  for (const row of rows) {
    const email = row.email.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    kept.push({ ...row, email });
  }
  return { rows: kept, payload: kept.map((r) => (r.id ? { id: r.id, email: r.email } : { email: r.email })) };
}

/** The form as a text that is the same when nothing that would be saved changed. */
export function comparable(f: FormState): string {
  return JSON.stringify({
    name: f.name.trim(),
    logo: f.companyLogo,
    colors: f.reportColors,
    supervisors: supervisorsToSave(f.supervisors).payload.map((s) => s.email.toLowerCase()),
  });
}
