import type { TCalendarFilter } from '@carehome/contracts';
import { Checkbox, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { patternProblem, patternProblemText } from '../model/wizard.ts';
import { sourceOptions } from './field-options.ts';
import { AddRuleButton, RemoveRuleButton } from './rule-row-buttons.tsx';

/**
 * Step 2: include or exclude events by a field and a regular expression (a bad pattern is named at once),
 * and whether the file's cancelled events are read.
 */
export function FiltersStep({
  filters,
  onChange,
  includeCancelled,
  onIncludeCancelled,
}: {
  filters: TCalendarFilter[];
  onChange: (filters: TCalendarFilter[]) => void;
  includeCancelled: boolean;
  onIncludeCancelled: (on: boolean) => void;
}) {
  const { t } = useTranslation(['calendar-sync', 'errors']);
  const set = (i: number, patch: Partial<TCalendarFilter>) => onChange(filters.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('filters.help')}
      </Text>
      {filters.length === 0 && <Text data-testid="no-filters">{t('filters.none')}</Text>}
      {filters.map((f, i) => {
        const problem = patternProblem(f.pattern);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their order is their identity
          <Group key={i} align="flex-start" gap="sm" data-testid="filter-row">
            <SegmentedControl
              aria-label={t('filters.mode', { n: i + 1 })}
              value={f.mode}
              onChange={(mode) => set(i, { mode: mode as TCalendarFilter['mode'] })}
              data={[
                { value: 'include', label: t('filters.include') },
                { value: 'exclude', label: t('filters.exclude') },
              ]}
            />
            <Select
              aria-label={t('filters.field', { n: i + 1 })}
              data={sourceOptions(t)}
              value={f.field}
              allowDeselect={false}
              onChange={(v) => v && set(i, { field: v as TCalendarFilter['field'] })}
              w={170}
            />
            <TextInput
              aria-label={t('filters.pattern', { n: i + 1 })}
              placeholder={t('filters.patternPlaceholder')}
              value={f.pattern}
              onChange={(e) => set(i, { pattern: e.currentTarget.value })}
              error={problem ? patternProblemText(t, problem) : undefined}
              w={320}
              ff="monospace"
            />
            <RemoveRuleButton label={t('filters.remove', { n: i + 1 })} onClick={() => onChange(filters.filter((_, j) => j !== i))} />
          </Group>
        );
      })}
      <AddRuleButton label={t('filters.add')} onClick={() => onChange([...filters, { field: 'summary', mode: 'include', pattern: '' }])} />
      <Checkbox
        mt="sm"
        label={t('filters.includeCancelled')}
        description={t('filters.includeCancelledHelp')}
        checked={includeCancelled}
        onChange={(e) => onIncludeCancelled(e.currentTarget.checked)}
        data-testid="include-cancelled"
      />
    </Stack>
  );
}
