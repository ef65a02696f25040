import type { TAbsoluteSchedule } from '@carehome/contracts';
import { ActionIcon, Box, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { nextBucketDefault } from '../../lib/schedule-form.ts';
import { TimeField } from './fields.tsx';
import type { RoutineFormProps } from './routine-form-props.ts';

/**
 * The time buckets of each day an Absolute schedule runs (start, due and end times, up to 48), as a
 * table of rows that can be added and removed; the last row cannot be removed.
 */
export function ScheduleBuckets({ value, onChange, err, path }: RoutineFormProps<TAbsoluteSchedule>) {
  const { t } = useTranslation('config');
  const setBucket = (index: number, key: 'start' | 'due' | 'end', time: string) =>
    onChange({ ...value, buckets: value.buckets.map((b, i) => (i === index ? { ...b, [key]: time } : b)) });
  return (
    <Stack gap="xs">
      <Box>
        <Title order={4} fz="md">
          {t('schedule.buckets')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('schedule.bucketsHelp')}
        </Text>
      </Box>
      <Table withTableBorder={false} verticalSpacing={6} maw={560} aria-label={t('schedule.buckets')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>{t('schedule.bucketNumber')}</Table.Th>
            <Table.Th>{t('schedule.bucketStart')}</Table.Th>
            <Table.Th>{t('schedule.bucketDue')}</Table.Th>
            <Table.Th>{t('schedule.bucketEnd')}</Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>{t('common:table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {value.buckets.map((b, i) => {
            const n = i + 1;
            const rowError = err(`buckets.${i}`);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: buckets have no id; a row is its position
              <Table.Tr key={i} style={{ verticalAlign: 'top' }}>
                <Table.Td pt={16}>{n}</Table.Td>
                <Table.Td>
                  <TimeField
                    aria-label={t('schedule.bucketStartOf', { n })}
                    value={b.start}
                    onChange={(v) => setBucket(i, 'start', v)}
                    error={err(`buckets.${i}.start`) ?? rowError}
                    data-path={path(`buckets.${i}.start`)}
                    w={130}
                  />
                </Table.Td>
                <Table.Td>
                  <TimeField
                    aria-label={t('schedule.bucketDueOf', { n })}
                    value={b.due}
                    allowMidnightEnd
                    onChange={(v) => setBucket(i, 'due', v)}
                    error={err(`buckets.${i}.due`)}
                    data-path={path(`buckets.${i}.due`)}
                    w={130}
                  />
                </Table.Td>
                <Table.Td>
                  <TimeField
                    aria-label={t('schedule.bucketEndOf', { n })}
                    value={b.end}
                    allowMidnightEnd
                    onChange={(v) => setBucket(i, 'end', v)}
                    error={err(`buckets.${i}.end`)}
                    data-path={path(`buckets.${i}.end`)}
                    w={130}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size={44}
                    aria-label={t('schedule.removeBucket', { n })}
                    disabled={value.buckets.length <= 1}
                    onClick={() => onChange({ ...value, buckets: value.buckets.filter((_, x) => x !== i) })}
                  >
                    <IconTrash size={20} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {err('buckets') ? (
        <Text c="red.8" size="sm" role="alert">
          {err('buckets')}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={18} aria-hidden />}
          disabled={value.buckets.length >= 48}
          onClick={() => onChange({ ...value, buckets: [...value.buckets, nextBucketDefault(value.buckets)] })}
        >
          {t('schedule.addBucket')}
        </Button>
      </Group>
    </Stack>
  );
}
