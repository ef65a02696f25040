import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { ApiError } from '../../../lib/api-error.ts';

/**
 * A calendar file the server could not read: the line and the problem in the user's language
 * ('Line 12: DTSTART holds a date or time that does not exist'), under the catalogue's 'Error parsing the
 * calendar'. Any other failure is shown as usual.
 */
export function ParseErrorAlert({ error, testId }: { error: unknown; testId?: string }) {
  const { t } = useTranslation('calendar-sync');
  const parse = error instanceof ApiError ? error.errors.find((e) => e.code === 'calendar.parse_error') : undefined;
  const params = parse?.params ?? {};
  const problem = typeof params.problem === 'string' ? params.problem : '';
  // A problem this client has no words for yet: the server's English sentence.
  const text = (problem && t(`parseError.problems.${problem}`, { ...params, defaultValue: '' })) || String(params.reason ?? '');
  if (!parse || !text) return <ErrorAlert error={error} testId={testId} />;
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid={testId} title={t('parseError.title')}>
      {t('parseError.line', { line: params.line, problem: text })}
    </Alert>
  );
}
