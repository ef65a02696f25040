import { LANGUAGES, type TLanguage } from '@carehome/contracts';
import { hasRole } from '@carehome/domain';
import { Alert, Button, Checkbox, Code, CopyButton, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCopy, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useAppLanguage } from '../../../lib/content-language.ts';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { useAccount } from '../../../lib/session.ts';
import { useGenerateFeedKey, useSiteStaff } from '../api/calendar-sync.ts';
import { DEFAULT_FEED_OPTIONS, type FeedOptions, feedUrl, isHttpUrl } from '../model/feed-url.ts';
import { FeedKeys } from './feed-keys.tsx';
import { FeedPrivacy } from './feed-privacy.tsx';

const KEY_PLACEHOLDER = 'API_KEY';

/** The calendar export: the feed's options build the address calendar apps subscribe to. */
export function ExportPanel({ facilityId, today }: { facilityId: string; today: string }) {
  const { t } = useTranslation('calendar-sync');
  const account = useAccount();
  const mayGenerate = hasRole(account, 'MultiFacilityAdministrator');
  const mayHandOut = hasRole(account, 'LeadHousekeeper');
  const staff = useSiteStaff(facilityId, today);
  const generate = useGenerateFeedKey();
  // The feed reads in its maker's language unless they choose another (a housekeeper's own feed, say).
  const language = useAppLanguage();
  const [options, setOptions] = useState<FeedOptions>({ ...DEFAULT_FEED_OPTIONS, language });
  const [confirm, setConfirm] = useState(false);
  const set = (patch: Partial<FeedOptions>) => setOptions((o) => ({ ...o, ...patch }));
  const key = generate.data?.apiKey ?? KEY_PLACEHOLDER;
  const url = feedUrl(window.location.origin, facilityId, key, options);

  return (
    <Stack gap="md" maw={900}>
      <Text size="sm">{t('export.help')}</Text>
      <Group gap="lg">
        <Checkbox label={t('export.schedule')} checked={options.schedule} onChange={(e) => set({ schedule: e.currentTarget.checked })} />
        <Checkbox label={t('export.tasks')} checked={options.tasks} onChange={(e) => set({ tasks: e.currentTarget.checked })} />
        <Checkbox label={t('export.cleans')} checked={options.cleans} onChange={(e) => set({ cleans: e.currentTarget.checked })} />
        <Checkbox
          label={t('export.appointments')}
          checked={options.appointments}
          disabled={!options.cleans}
          onChange={(e) => set({ appointments: e.currentTarget.checked })}
        />
      </Group>
      {staff.data ? (
        <Select
          label={t('export.who')}
          data={[{ value: '', label: t('export.wholeSite') }, ...staff.data.map((m) => ({ value: m.id, label: m.name }))]}
          value={options.staffMemberId ?? ''}
          onChange={(v) => set({ staffMemberId: v || null })}
          searchable
          allowDeselect={false}
          maw={360}
        />
      ) : (
        <QueryState query={staff} />
      )}
      <Group gap="md" align="flex-start">
        <TextInput type="date" label={t('export.from')} value={options.from} onChange={(e) => set({ from: e.currentTarget.value })} />
        <TextInput type="date" label={t('export.to')} value={options.to} onChange={(e) => set({ to: e.currentTarget.value })} />
        <TextInput
          label={t('export.source')}
          placeholder={t('export.sourcePlaceholder')}
          value={options.source}
          onChange={(e) => set({ source: e.currentTarget.value })}
          error={options.source.trim() && !isHttpUrl(options.source) ? t('export.sourceInvalid') : undefined}
          w={340}
        />
        <Select
          label={t('export.language')}
          data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          value={options.language ?? language}
          onChange={(v) => v && set({ language: v as TLanguage })}
          allowDeselect={false}
          w={260}
          data-testid="feed-language"
        />
      </Group>
      <Title order={3} size="h4">
        {t('export.url')}
      </Title>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Code block tabIndex={0} style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap', flex: 1 }} data-testid="feed-url">
          {url}
        </Code>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
              {copied ? t('export.copied') : t('export.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="dimmed">
        {t('export.apps')}
      </Text>
      {generate.data ? (
        <Alert color="orange" title={t('export.keyOnce')} data-testid="new-key">
          <Code>{generate.data.apiKey}</Code>
        </Alert>
      ) : (
        <Text size="sm">{t('export.keyPlaceholder', { placeholder: KEY_PLACEHOLDER })}</Text>
      )}
      {mayGenerate ? (
        <Group>
          <Button color="red.9" variant="outline" leftSection={<IconKey size={16} aria-hidden />} onClick={() => setConfirm(true)}>
            {t('export.generate')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" data-testid="ask-admin">
          {t('export.askAdmin')}
        </Text>
      )}
      {generate.error ? <ErrorAlert error={generate.error} /> : null}
      {mayHandOut ? <FeedKeys facilityId={facilityId} addressOf={(k) => feedUrl(window.location.origin, facilityId, k, options)} /> : null}
      <FeedPrivacy facilityId={facilityId} />
      <ConfirmDialog
        opened={confirm}
        title={t('export.generateTitle')}
        confirmLabel={t('export.generate')}
        loading={generate.isPending}
        onCancel={() => setConfirm(false)}
        onConfirm={() => generate.mutate(facilityId, { onSettled: () => setConfirm(false) })}
      >
        {t('export.generateWarning')}
      </ConfirmDialog>
    </Stack>
  );
}
