import { SCHEDULE_MESSAGES } from '@carehome/contracts';
import { translateError } from './api-error.ts';
import type { Translate } from './schedule-text.ts';

/** A validation problem as the forms show it: a code, an English message and its parameters. */
export interface ProblemMessage {
  code: string;
  message: string;
  params?: Record<string, string | number>;
}

/**
 * A problem's message in the user's language. Codes come from the 'errors' namespace (the spec's
 * texts); a shape problem of a schedule ('schedule.invalid') carries a precise English text, shown as
 * is in English and after the translated generic text in other languages.
 */
export function problemText(t: Translate, p: ProblemMessage, lang: string): string {
  if (p.code.startsWith('client.')) return t(`config:problems.${p.code.slice('client.'.length)}`);
  if (p.code === 'schedule.invalid') {
    if (lang === 'en') return p.message;
    const generic = t('errors:schedule.invalid');
    return p.message === SCHEDULE_MESSAGES['schedule.invalid'] ? generic : `${generic} (${p.message})`;
  }
  return translateError(t, p.code, p.message, p.params ?? {});
}
