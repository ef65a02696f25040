import { type TTurnaroundMeasure, type TTurnaroundTargets, TURNAROUND_MEASURES, TURNAROUND_TARGET_MAX_MINUTES } from '@carehome/contracts';
import { Alert, Button, Group, NumberInput, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error.ts';
import { useSaveTurnaroundTargets } from '../api/turnaround.ts';
import { targetOf } from './measure-text.ts';

const FIELD: Record<TTurnaroundMeasure, 'responseMinutes' | 'cleanMinutes' | 'turnaroundMinutes'> = {
  response: 'responseMinutes',
  clean: 'cleanMinutes',
  turnaround: 'turnaroundMinutes',
};

/** The site's three targets in minutes (1..1440), saved together. */
export function TargetsEditor({ targets }: { targets: TTurnaroundTargets }) {
  const { t } = useTranslation(['turnaround', 'common']);
  const save = useSaveTurnaroundTargets();
  const initial = () =>
    Object.fromEntries(TURNAROUND_MEASURES.map((m) => [m, targetOf(targets, m)])) as Record<TTurnaroundMeasure, number | string>;
  const [values, setValues] = useState(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows the saved targets when they change
  useEffect(() => setValues(initial()), [targets]);
  const valid = TURNAROUND_MEASURES.every((m) => {
    const v = values[m];
    return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= TURNAROUND_TARGET_MAX_MINUTES;
  });
  const changed = TURNAROUND_MEASURES.some((m) => values[m] !== targetOf(targets, m));

  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={700}>{t('targets.title')}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {targets.isDefault ? t('targets.defaults') : t('targets.help')}
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!valid) return;
          save.mutate({
            facilityId: targets.facilityId,
            ...(Object.fromEntries(TURNAROUND_MEASURES.map((m) => [FIELD[m], values[m]])) as Record<
              (typeof FIELD)[TTurnaroundMeasure],
              number
            >),
          });
        }}
      >
        <Group align="flex-end" gap="md" wrap="wrap">
          {TURNAROUND_MEASURES.map((m) => (
            <NumberInput
              key={m}
              label={t(`targets.${m}`)}
              description={t(`measureHelp.${m}`)}
              suffix={` ${t('targets.unit')}`}
              min={1}
              max={TURNAROUND_TARGET_MAX_MINUTES}
              allowDecimal={false}
              value={values[m]}
              onChange={(v) => setValues((prev) => ({ ...prev, [m]: v }))}
              error={
                values[m] === '' || (typeof values[m] === 'number' && (values[m] < 1 || values[m] > TURNAROUND_TARGET_MAX_MINUTES))
                  ? t('targets.range')
                  : undefined
              }
              w={210}
              size="md"
            />
          ))}
          <Button type="submit" size="md" loading={save.isPending} disabled={!valid || !changed}>
            {t('targets.save')}
          </Button>
        </Group>
      </form>
      {save.isError ? (
        <Alert color="red" mt="sm" role="alert">
          {errorText(t, save.error)}
        </Alert>
      ) : save.isSuccess && !changed ? (
        <Text size="sm" c="teal.8" mt="sm" role="status">
          {t('targets.saved')}
        </Text>
      ) : null}
    </Paper>
  );
}
