import { LANGUAGES, type TLanguage } from '@carehome/contracts';
import { browserTimeZone } from '../../../../lib/time-zones.ts';

/** What the onboarding steps ask: the organization, its first site and its sponsor. */
export interface OnboardForm {
  organization: string;
  siteName: string;
  timeZone: string;
  firstName: string;
  lastName: string;
  email: string;
  language: TLanguage;
}

/** What a step is given: the form, the messages by request field, and a setter of one field. */
export interface OnboardStepProps {
  form: OnboardForm;
  errors: Record<string, string>;
  set: <K extends keyof OnboardForm>(key: K, value: OnboardForm[K]) => void;
}

/** The request field of each form field, as the server names it in its errors. */
export const FIELD_OF: Record<keyof OnboardForm, string> = {
  organization: 'tenant.name',
  siteName: 'site.name',
  timeZone: 'site.timeZone',
  firstName: 'sponsor.firstName',
  lastName: 'sponsor.lastName',
  email: 'sponsor.email',
  language: 'sponsor.language',
};

export const STEPS = ['organization', 'site', 'sponsor', 'review'] as const;
export const REVIEW = STEPS.length - 1;

/** The step that holds a field of the request (tenant.*, site.*, sponsor.*). */
export function stepOf(field: string): number {
  if (field.startsWith('tenant')) return 0;
  if (field.startsWith('site')) return 1;
  if (field.startsWith('sponsor')) return 2;
  return REVIEW;
}

export function prefixed(prefix: string, errors: Record<string, string> | null): Record<string, string> {
  return Object.fromEntries(Object.entries(errors ?? {}).map(([k, v]) => [`${prefix}.${k}`, v]));
}

/** An empty form: the browser's time zone, the sponsor in the user's language when it is one we have. */
export function blankOnboardForm(language: string): OnboardForm {
  return {
    organization: '',
    siteName: '',
    timeZone: browserTimeZone(),
    firstName: '',
    lastName: '',
    email: '',
    language: (LANGUAGES as readonly string[]).includes(language) ? (language as TLanguage) : 'en',
  };
}

/** The create request of the form. */
export function onboardRequest(form: OnboardForm) {
  return {
    tenant: { name: form.organization },
    site: { name: form.siteName, timeZone: form.timeZone },
    sponsor: { firstName: form.firstName, lastName: form.lastName, email: form.email, language: form.language },
  };
}
