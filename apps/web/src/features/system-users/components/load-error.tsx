import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error.ts';

/** A read that failed after its retries: the message and a way to try again. */
export function LoadError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="load-error">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{errorText(t, error)}</Text>
        <Button variant="light" color="red" leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry} loading={retrying}>
          {t('retry')}
        </Button>
      </Group>
    </Alert>
  );
}
