import type { TSite } from '@carehome/contracts';
import { Alert, Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconKey, IconKeyOff, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { IntroCard } from '../../../components/intro-card.tsx';
import { CopyValueButton, SecretText } from '../../../components/secret-value.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { useGenerateApiKey, useRevokeApiKey } from '../api/generate-api-key.ts';

/**
 * The site's API key for the calendar export: none yet, or its first characters and date. A new key
 * is shown once, with a copy button; regenerating and revoking ask first because the old key stops working.
 */
export function ApiKeyCard({ site }: { site: TSite }) {
  const { t } = useTranslation('organizations');
  const generate = useGenerateApiKey();
  const revoke = useRevokeApiKey();
  const [fresh, setFresh] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = () => {
    setError(null);
    generate.mutate(site.id, {
      onSuccess: (r) => {
        setFresh(r.apiKey);
        setConfirming(false);
      },
      onError: (err) => {
        setError(errorText(t, err));
        setConfirming(false);
      },
    });
  };

  const runRevoke = () => {
    setError(null);
    revoke.mutate(site.id, {
      onSettled: () => setRevoking(false),
      onError: (err) => setError(errorText(t, err)),
    });
  };

  return (
    <IntroCard icon={IconKey} title={t('sites.apiKey.title')} intro={t('sites.apiKey.intro')} testId="api-key-card">
      <Stack gap="md">
        {site.apiKey ? (
          <Group gap="sm" data-testid="api-key-status">
            <Badge color="teal" variant="light">
              {t('sites.apiKey.active')}
            </Badge>
            <Text size="sm">
              {t('sites.apiKey.prefix')} <Code>{`${site.apiKey.prefix}…`}</Code>
            </Text>
            <Text size="sm" c="dimmed">
              {t('sites.apiKey.createdOn', { date: formatDisplayDate(site.apiKey.createdAt, site.timeZone) })}
            </Text>
          </Group>
        ) : (
          <Text size="sm" data-testid="api-key-status">
            {t('sites.apiKey.none')}
          </Text>
        )}

        {fresh ? (
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title={t('sites.apiKey.copyNowTitle')} data-testid="api-key-new">
            <Stack gap="sm">
              <Text size="sm">{t('sites.apiKey.copyNowBody')}</Text>
              <SecretText label={t('sites.apiKey.newKey')} value={fresh} fontSize={14} data-testid="api-key-value" />
              <Group gap="sm">
                <CopyValueButton value={fresh} copyLabel={t('sites.apiKey.copy')} copiedLabel={t('sites.apiKey.copied')} />
                <Button variant="default" onClick={() => setFresh(null)}>
                  {t('sites.apiKey.done')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}

        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}

        {fresh ? null : (
          <Group>
            {site.apiKey ? (
              <>
                <Button
                  variant="light"
                  color="orange"
                  leftSection={<IconRefresh size={18} aria-hidden />}
                  onClick={() => setConfirming(true)}
                >
                  {t('sites.apiKey.regenerate')}
                </Button>
                <Button variant="light" color="red.9" leftSection={<IconKeyOff size={18} aria-hidden />} onClick={() => setRevoking(true)}>
                  {t('sites.apiKey.revoke')}
                </Button>
              </>
            ) : (
              <Button leftSection={<IconKey size={18} aria-hidden />} onClick={run} loading={generate.isPending}>
                {t('sites.apiKey.generate')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('sites.apiKey.confirmTitle')}
        confirmLabel={t('sites.apiKey.regenerate')}
        loading={generate.isPending}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      >
        {t('sites.apiKey.confirmBody')}
      </ConfirmDialog>
      <ConfirmDialog
        opened={revoking}
        title={t('sites.apiKey.revokeTitle')}
        confirmLabel={t('sites.apiKey.revoke')}
        loading={revoke.isPending}
        onConfirm={runRevoke}
        onCancel={() => setRevoking(false)}
      >
        {t('sites.apiKey.revokeBody')}
      </ConfirmDialog>
    </IntroCard>
  );
}
