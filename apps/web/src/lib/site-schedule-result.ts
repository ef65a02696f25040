import type { SiteScheduleResult } from '@carehome/domain';
import { translateError } from './api-error.ts';
import type { Translate } from './schedule-text.ts';

/**
 * A site schedule run's result in words: '3 assignments made, 1 already there' or 'Failed: <the error
 * in the user's language>'. The texts are the `jobs` namespace's (`t` must have it loaded), so the jobs
 * panel and the site schedules dialog say the same.
 */
export function siteScheduleResultText(t: Translate, r: SiteScheduleResult): string {
  if (r.result === 'failed') {
    const reason = translateError(t, r.error, '') || translateError(t, 'server.temporary', r.error);
    return t('jobs:siteResult.failed', { reason });
  }
  return `${t('jobs:siteResult.created', { count: r.created })}${t('jobs:siteResult.existing', { count: r.existing })}`;
}
