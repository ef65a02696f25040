import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-error.ts';

/** A failed call's message ('Error: ' and the server's text), announced when it appears. */
export function ErrorAlert({ error, testId }: { error: unknown; testId?: string }) {
  const { t } = useTranslation('errors');
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid={testId}>
      {errorText(t, error)}
    </Alert>
  );
}
