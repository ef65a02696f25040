import type { TSiteSummary } from '@carehome/contracts';
import { Group, Radio, Select, Stack } from '@mantine/core';
import { IconCopy, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitleWithBody } from '../../../components/title-with-body.tsx';

export type ConfigStart = 'starter' | 'copy';

function Choice({ value, icon, title, body }: { value: ConfigStart; icon: ReactNode; title: string; body: string }) {
  return (
    <Radio.Card value={value} radius="md" p="md" data-testid={`start-${value}`}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <span aria-hidden style={{ color: 'var(--mantine-color-teal-8)', display: 'flex' }}>
          {icon}
        </span>
        <TitleWithBody title={title} body={body} />
      </Group>
    </Radio.Card>
  );
}

/** Where a new site's housekeeping configuration comes from: the starter one or another site's. */
export function ConfigSource({
  start,
  onStartChange,
  source,
  onSourceChange,
  sites,
  error,
}: {
  start: ConfigStart;
  onStartChange: (start: ConfigStart) => void;
  source: string | null;
  onSourceChange: (siteId: string | null) => void;
  sites: readonly TSiteSummary[];
  error?: string | undefined;
}) {
  const { t } = useTranslation('organizations');
  const choices = sites.filter((s) => !s.isArchived);
  return (
    <Stack gap="sm">
      <Radio.Group
        value={start}
        onChange={(v) => onStartChange(v as ConfigStart)}
        label={t('sites.new.startFrom')}
        description={t('sites.new.startFromHelp')}
      >
        <Stack gap="sm" mt="xs">
          <Choice value="starter" icon={<IconSparkles size={22} />} title={t('sites.new.starter')} body={t('sites.new.starterBody')} />
          <Choice value="copy" icon={<IconCopy size={22} />} title={t('sites.new.copy')} body={t('sites.new.copyBody')} />
        </Stack>
      </Radio.Group>
      {start === 'copy' ? (
        <Select
          label={t('sites.new.copyFrom')}
          placeholder={t('sites.new.copyFromPlaceholder')}
          data={choices.map((s) => ({ value: s.id, label: s.name }))}
          value={source}
          onChange={onSourceChange}
          error={error}
          searchable
          nothingFoundMessage={t('sites.new.noSites')}
          allowDeselect={false}
          required
          disabled={choices.length === 0}
        />
      ) : null}
    </Stack>
  );
}
