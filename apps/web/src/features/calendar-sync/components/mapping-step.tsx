import type { TCalendarEvent, TCalendarMapping, TCalendarProfileRules, TCalendarReplacement } from '@carehome/contracts';
import { Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { patternProblem, patternProblemText } from '../model/wizard.ts';
import { sourceOptions, targetOptions } from './field-options.ts';
import { MappingPreview } from './mapping-preview.tsx';
import { AddRuleButton, RemoveRuleButton } from './rule-row-buttons.tsx';

/** Step 3: which event field fills which assignment field, value replacements, and a live preview. */

/** Wide enough for the longest target in French ('Numéros de chambre') beside the select's arrow. */
const TARGET_WIDTH = 250;
export function MappingStep({
  rules,
  events,
  onChange,
}: {
  rules: TCalendarProfileRules;
  events: readonly TCalendarEvent[] | null;
  onChange: (patch: Partial<TCalendarProfileRules>) => void;
}) {
  const { t } = useTranslation(['calendar-sync', 'errors']);
  const { mapping, replacements } = rules;
  const setMap = (i: number, patch: Partial<TCalendarMapping>) =>
    onChange({ mapping: mapping.map((m, j) => (j === i ? { ...m, ...patch } : m)) });
  const setRep = (i: number, patch: Partial<TCalendarReplacement>) =>
    onChange({ replacements: replacements.map((r, j) => (j === i ? { ...r, ...patch } : r)) });

  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('mapping.title')}
      </Title>
      {mapping.length === 0 && <Text>{t('mapping.none')}</Text>}
      {mapping.map((m, i) => {
        const problem = patternProblem(m.pattern);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their order is their identity
          <Group key={i} align="flex-start" gap="sm" data-testid="mapping-row">
            <Select
              aria-label={t('mapping.source', { n: i + 1 })}
              data={sourceOptions(t)}
              value={m.source}
              allowDeselect={false}
              onChange={(v) => v && setMap(i, { source: v as TCalendarMapping['source'] })}
              w={170}
            />
            <Text pt={6} aria-hidden>
              →
            </Text>
            <Select
              aria-label={t('mapping.target', { n: i + 1 })}
              data={targetOptions(t)}
              value={m.target}
              allowDeselect={false}
              onChange={(v) => v && setMap(i, { target: v as TCalendarMapping['target'] })}
              w={TARGET_WIDTH}
            />
            <TextInput
              aria-label={t('mapping.pattern', { n: i + 1 })}
              placeholder={t('mapping.patternPlaceholder')}
              value={m.pattern ?? ''}
              onChange={(e) => setMap(i, { pattern: e.currentTarget.value })}
              error={problem ? patternProblemText(t, problem) : undefined}
              w={280}
              ff="monospace"
            />
            <RemoveRuleButton
              label={t('mapping.remove', { n: i + 1 })}
              onClick={() => onChange({ mapping: mapping.filter((_, j) => j !== i) })}
            />
          </Group>
        );
      })}
      <AddRuleButton
        label={t('mapping.add')}
        onClick={() => onChange({ mapping: [...mapping, { source: 'summary', target: 'staffMember', pattern: null }] })}
      />

      <Title order={3} size="h4">
        {t('replacements.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('replacements.help')}
      </Text>
      {replacements.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their order is their identity
        <Group key={i} align="flex-start" gap="sm" data-testid="replacement-row">
          <Select
            aria-label={t('replacements.target', { n: i + 1 })}
            data={targetOptions(t)}
            value={r.target}
            allowDeselect={false}
            onChange={(v) => v && setRep(i, { target: v as TCalendarReplacement['target'] })}
            w={TARGET_WIDTH}
          />
          <TextInput
            aria-label={t('replacements.from', { n: i + 1 })}
            placeholder={t('replacements.fromPlaceholder')}
            value={r.from}
            onChange={(e) => setRep(i, { from: e.currentTarget.value })}
            w={200}
          />
          <Text pt={6} aria-hidden>
            →
          </Text>
          <TextInput
            aria-label={t('replacements.to', { n: i + 1 })}
            placeholder={t('replacements.toPlaceholder')}
            value={r.to}
            onChange={(e) => setRep(i, { to: e.currentTarget.value })}
            w={240}
          />
          <RemoveRuleButton
            label={t('replacements.remove', { n: i + 1 })}
            onClick={() => onChange({ replacements: replacements.filter((_, j) => j !== i) })}
          />
        </Group>
      ))}
      <AddRuleButton
        label={t('replacements.add')}
        onClick={() => onChange({ replacements: [...replacements, { target: 'staffMember', from: '', to: '' }] })}
      />
      <MappingPreview rules={rules} events={events} />
    </Stack>
  );
}
