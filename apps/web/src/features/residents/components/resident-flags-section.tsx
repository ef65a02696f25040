import { RISK_FLAG_LETTERS, RISK_FLAGS } from '@carehome/contracts';
import { Badge, Checkbox, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form/form-section.tsx';
import type { ResidentSectionProps } from '../model/resident-form.ts';

/** The five risk flags housekeeping sees on the tile (F, E, S, V, P); kept in this product, also for imported residents. */
export function ResidentFlagsSection({ values, set }: ResidentSectionProps) {
  const { t } = useTranslation('residents');
  return (
    <FormSection title={t('edit.flags')} testId="flags-section">
      <Text size="sm" c="dimmed" mb="md">
        {t('edit.flagsHelp')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {RISK_FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            size="md"
            checked={values.flags[flag]}
            onChange={(e) => set('flags', { ...values.flags, [flag]: e.currentTarget.checked })}
            data-testid={`flag-${flag}`}
            label={
              <Group gap={8} wrap="nowrap" component="span">
                <Badge size="md" color="red" variant={values.flags[flag] ? 'filled' : 'outline'} radius="sm" aria-hidden>
                  {RISK_FLAG_LETTERS[flag]}
                </Badge>
                <span>{t(`flags.${flag}`)}</span>
              </Group>
            }
          />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}
