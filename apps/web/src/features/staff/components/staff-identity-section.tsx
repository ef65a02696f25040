import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form/form-section.tsx';
import type { StaffSectionProps } from '../model/staff-form.ts';

/** Staff ID, position and name. */
export function StaffIdentitySection({ values, set, errorOf, readOnly }: StaffSectionProps) {
  const { t } = useTranslation('staff');
  return (
    <FormSection title={t('edit.identity')}>
      <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
        <TextInput
          label={t('fields.staffId')}
          description={t('fields.staffIdHelp')}
          value={values.staffRefId}
          onChange={(e) => set('staffRefId', e.currentTarget.value)}
          error={errorOf('staffRefId')}
          required
          maxLength={40}
          disabled={readOnly}
          autoComplete="off"
        />
        <TextInput
          label={t('fields.position')}
          description={t('fields.positionHelp')}
          value={values.position}
          onChange={(e) => set('position', e.currentTarget.value)}
          error={errorOf('position')}
          maxLength={80}
          disabled={readOnly}
        />
        <TextInput
          label={t('fields.firstName')}
          value={values.firstName}
          onChange={(e) => set('firstName', e.currentTarget.value)}
          error={errorOf('firstName')}
          required
          maxLength={80}
          disabled={readOnly}
          autoComplete="off"
        />
        <TextInput
          label={t('fields.lastName')}
          value={values.lastName}
          onChange={(e) => set('lastName', e.currentTarget.value)}
          error={errorOf('lastName')}
          required
          maxLength={80}
          disabled={readOnly}
          autoComplete="off"
        />
      </SimpleGrid>
    </FormSection>
  );
}
