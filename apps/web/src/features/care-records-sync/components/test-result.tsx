import type { TTestConnectionResult } from '@carehome/contracts';
import { Alert, Code, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { failureDetail } from '../model/sync-text.ts';
import { QuotaSummary } from './quota-summary.tsx';

/**
 * What the external system answered to a connection test: the facility's name there on success, or
 * the reason (translated) with its HTTP status and text. A call that did not reach our server shows
 * that error instead.
 */
export function TestResult({
  pending,
  result,
  error,
  timeZone,
}: {
  pending: boolean;
  result: TTestConnectionResult | undefined;
  error: unknown;
  timeZone?: string;
}) {
  const { t } = useTranslation('care-records-sync');
  if (pending) {
    return (
      <Group gap="sm" role="status" data-testid="test-result">
        <Loader size="sm" />
        <Text size="sm">{t('test.pending')}</Text>
      </Group>
    );
  }
  if (error) return <ErrorAlert error={error} testId="test-result" />;
  if (!result) return null;
  if (result.ok) {
    return (
      <Alert color="teal" icon={<IconPlugConnected aria-hidden />} title={t('test.ok')} role="status" data-testid="test-result">
        <Stack gap="sm">
          <Text size="sm">{result.facilityName ? t('test.facility', { name: result.facilityName }) : t('test.noFacilityName')}</Text>
          {result.quota ? <QuotaSummary quota={result.quota} timeZone={timeZone} /> : null}
        </Stack>
      </Alert>
    );
  }
  const detail = result.failure ? failureDetail(result.failure) : null;
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('test.failed')} role="alert" data-testid="test-result">
      <Stack gap="xs">
        <Text size="sm">{result.failure ? t(`failure.${result.failure.code.replace(/^sync\./, '')}`) : t('test.failedNoReason')}</Text>
        {detail ? (
          <Text size="sm">
            {t('test.answered')} <Code style={{ wordBreak: 'break-word' }}>{detail}</Code>
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
