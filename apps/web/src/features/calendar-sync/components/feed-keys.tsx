import type { TCalendarFeedKeyCreated } from '@carehome/contracts';
import { Alert, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { IconLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmRemoval } from '../../../components/confirm-removal.tsx';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { CopyValueButton, SecretText } from '../../../components/secret-value.tsx';
import { formatDisplayDateTime } from '../../../lib/dates.ts';
import { useCreateFeedKey, useFeedKeys, useRevokeFeedKey } from '../api/calendar-sync.ts';
import { ExportSection } from './export-section.tsx';

/**
 * The site's feed addresses: a lead housekeeper (or anyone above) gives each person's calendar app an address of its own (no
 * site API key needed), sees it once as the whole feed URL with the options chosen above, and revokes
 * one without ending the others. `addressOf` builds the feed URL for a key.
 */
export function FeedKeys({ facilityId, addressOf }: { facilityId: string; addressOf: (key: string) => string }) {
  const { t } = useTranslation('calendar-sync');
  const keys = useFeedKeys(facilityId);
  const create = useCreateFeedKey();
  const revoke = useRevokeFeedKey();
  const [label, setLabel] = useState('');
  const [created, setCreated] = useState<TCalendarFeedKeyCreated | null>(null);
  const [pending, setPending] = useState<{ id: string; label: string } | null>(null);
  const submit = () =>
    create.mutate(
      { facilityId, label },
      {
        onSuccess: (result) => {
          setCreated(result);
          setLabel('');
        },
      },
    );

  return (
    <ExportSection title={t('feedKeys.title')} help={t('feedKeys.help')} testId="feed-keys">
      <Group gap="sm" align="flex-end">
        <TextInput
          label={t('feedKeys.label')}
          placeholder={t('feedKeys.labelPlaceholder')}
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && label.trim()) submit();
          }}
          maxLength={100}
          w={280}
        />
        <Button leftSection={<IconLink size={16} aria-hidden />} disabled={!label.trim()} loading={create.isPending} onClick={submit}>
          {t('feedKeys.create')}
        </Button>
      </Group>
      {create.error ? <ErrorAlert error={create.error} /> : null}
      {created ? (
        <Alert color="orange" title={t('feedKeys.once', { label: created.feedKey.label })} data-testid="new-feed-address">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <SecretText value={addressOf(created.key)} fontSize={13} aria-label={t('feedKeys.address')} style={{ flex: 1 }} />
            <CopyValueButton
              value={addressOf(created.key)}
              copyLabel={t('export.copy')}
              copiedLabel={t('export.copied')}
              idleVariant="light"
            />
          </Group>
        </Alert>
      ) : null}
      {keys.data ? (
        keys.data.length ? (
          <Table striped withTableBorder data-testid="feed-key-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('feedKeys.label')}</Table.Th>
                <Table.Th>{t('feedKeys.createdBy')}</Table.Th>
                <Table.Th>{t('feedKeys.createdAt')}</Table.Th>
                <Table.Th>{t('feedKeys.lastUsed')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data.map((k) => (
                <Table.Tr key={k.id}>
                  <Table.Td>{k.label}</Table.Td>
                  <Table.Td>{k.createdByName}</Table.Td>
                  <Table.Td>{formatDisplayDateTime(k.createdAt)}</Table.Td>
                  <Table.Td>{k.lastUsedAt ? formatDisplayDateTime(k.lastUsedAt) : t('feedKeys.never')}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      aria-label={t('feedKeys.revokeOne', { label: k.label })}
                      onClick={() => setPending(k)}
                    >
                      {t('feedKeys.revoke')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            {t('feedKeys.none')}
          </Text>
        )
      ) : (
        <QueryState query={keys} />
      )}
      {revoke.error ? <ErrorAlert error={revoke.error} /> : null}
      <ConfirmRemoval
        pending={pending}
        title={t('feedKeys.revokeTitle', { label: pending?.label ?? '' })}
        confirmLabel={t('feedKeys.revoke')}
        onRemove={(k) =>
          revoke.mutate({ facilityId, id: k.id }, { onSuccess: () => setCreated((c) => (c?.feedKey.id === k.id ? null : c)) })
        }
        onClose={() => setPending(null)}
      >
        {t('feedKeys.revokeWarning')}
      </ConfirmRemoval>
    </ExportSection>
  );
}
