import { RISK_FLAG_LETTERS, RISK_FLAGS } from '@carehome/contracts';
import { Checkbox, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StepProps } from './step-props.ts';

/**
 * Step 3: the five risk flags (F fall risk, E exit seeking, S sexually abusive, V
 * verbally abusive, P physically aggressive), as large cards a finger can tick.
 */
export function FlagsStep({ values, set }: StepProps) {
  const { t } = useTranslation('resident-arrival');
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('flags.help')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {RISK_FLAGS.map((flag) => {
          const on = values.flags[flag];
          return (
            <Paper
              key={flag}
              withBorder
              p="md"
              radius="md"
              bg={on ? 'var(--mantine-color-orange-light)' : undefined}
              style={{ cursor: 'pointer', borderColor: on ? 'var(--mantine-color-orange-filled)' : undefined }}
              component="label"
              data-testid={`arrival-flag-${flag}`}
            >
              <Group wrap="nowrap" gap="md">
                <Checkbox
                  checked={on}
                  onChange={(e) => set({ flags: { ...values.flags, [flag]: e.currentTarget.checked } })}
                  size="md"
                  aria-label={t(`flags.${flag}`)}
                />
                <ThemeIcon size={40} radius="md" color={on ? 'orange' : 'gray'} variant={on ? 'filled' : 'light'} aria-hidden>
                  <Text fw={700} fz="lg">
                    {RISK_FLAG_LETTERS[flag]}
                  </Text>
                </ThemeIcon>
                <Text fw={500}>{t(`flags.${flag}`)}</Text>
              </Group>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
