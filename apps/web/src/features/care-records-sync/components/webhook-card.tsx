import type { TDataSource } from '@carehome/contracts';
import { Alert, Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconKey, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTitle } from '../../../components/card-title.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { CopyValueButton, SecretText } from '../../../components/secret-value.tsx';
import { useGenerateDataSourceApiKey } from '../api/data-sources.ts';
import { webhookAddress } from '../model/data-source-form.ts';

/** A read-only value with its copy button (the webhook address, a new key). */
function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('care-records-sync');
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <SecretText label={label} value={value} fontSize={13} style={{ flex: 1 }} data-testid={testId} />
      <CopyValueButton
        value={value}
        copyLabel={t('copy.copy')}
        copiedLabel={t('copy.copied')}
        ariaLabel={t('copy.copyNamed', { what: label })}
        idleVariant="light"
        tooltip
      />
    </Group>
  );
}

/**
 * What the care-records system needs to send its webhooks here: the address to register and the API key
 * it sends. A new key is shown once; generating one when a key exists asks first (the old one stops working).
 */
export function WebhookCard({ facilityId, dataSource }: { facilityId: string; dataSource: TDataSource }) {
  const { t } = useTranslation(['care-records-sync', 'common']);
  const generate = useGenerateDataSourceApiKey(facilityId);
  const [confirming, setConfirming] = useState(false);
  const [fresh, setFresh] = useState<string | null>(null);
  const address = webhookAddress(window.location.origin, dataSource.id);

  const run = () =>
    generate.mutate(dataSource.id, {
      onSuccess: (r) => setFresh(r.apiKey),
      onSettled: () => setConfirming(false),
    });

  return (
    <Card withBorder padding="lg" component="section" aria-label={t('webhook.title')} data-testid="webhook-card">
      <CardTitle icon={IconWebhook} title={t('webhook.title')}>
        <Badge variant="light" color={dataSource.webhookSync ? 'teal' : 'gray'} tt="none" ml="auto">
          {dataSource.webhookSync ? t('webhook.on') : t('webhook.off')}
        </Badge>
      </CardTitle>
      <Text size="sm" c="dimmed" mb="md">
        {t('webhook.intro')}
      </Text>
      <Stack gap="md">
        <CopyField label={t('webhook.address')} value={address} testId="webhook-address" />
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" data-testid="api-key-status">
            {dataSource.hasApiKey ? t('webhook.keySet') : t('webhook.keyNone')}
          </Text>
          <Button
            variant={dataSource.hasApiKey ? 'light' : 'filled'}
            color={dataSource.hasApiKey ? 'orange' : undefined}
            leftSection={<IconKey size={18} aria-hidden />}
            loading={generate.isPending && !confirming}
            onClick={() => (dataSource.hasApiKey ? setConfirming(true) : run())}
          >
            {dataSource.hasApiKey ? t('webhook.regenerate') : t('webhook.generate')}
          </Button>
        </Group>
        {generate.error && !confirming ? <ErrorAlert error={generate.error} /> : null}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('webhook.confirmTitle')}
        confirmLabel={t('webhook.regenerate')}
        loading={generate.isPending}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      >
        {t('webhook.confirmBody')}
      </ConfirmDialog>
      <Modal
        opened={fresh !== null}
        onClose={() => setFresh(null)}
        title={t('webhook.newKeyTitle')}
        centered
        size="lg"
        closeOnClickOutside={false}
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <Stack gap="md" data-testid="api-key-dialog">
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
            {t('webhook.newKeyWarning')}
          </Alert>
          <CopyField label={t('webhook.newKey')} value={fresh ?? ''} testId="api-key-value" />
          <Group justify="flex-end">
            <Button onClick={() => setFresh(null)}>{t('webhook.done')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
