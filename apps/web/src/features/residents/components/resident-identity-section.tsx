import { RESIDENT_TITLES } from '@carehome/contracts';
import { Alert, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form/form-section.tsx';
import type { ResidentSectionProps, ResidentTitle } from '../model/resident-form.ts';

/** Title, names and resident ID; read-only for a resident of the care-records system. */
export function ResidentIdentitySection({ values, set, errorOf, identityLocked }: ResidentSectionProps) {
  const { t } = useTranslation(['residents', 'errors']);
  return (
    <FormSection title={t('edit.identity')} testId="identity-section">
      <Stack gap="md">
        {identityLocked ? (
          <Alert color="blue" icon={<IconCloudDownload aria-hidden />} data-testid="imported-notice">
            {t('errors:resident.imported')}. {t('edit.importedNotice')}
          </Alert>
        ) : null}
        <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
          <NativeSelect
            label={t('fields.title')}
            value={values.namePrefix}
            onChange={(e) => set('namePrefix', e.currentTarget.value as ResidentTitle | '')}
            data={[{ value: '', label: t('fields.noTitle') }, ...RESIDENT_TITLES.map((v) => ({ value: v, label: v }))]}
            error={errorOf('namePrefix')}
            disabled={identityLocked}
          />
          <TextInput
            label={t('fields.residentId')}
            description={t('fields.residentIdHelp')}
            value={values.residentId}
            onChange={(e) => set('residentId', e.currentTarget.value)}
            error={errorOf('residentId')}
            required
            maxLength={40}
            disabled={identityLocked}
            autoComplete="off"
          />
          <TextInput
            label={t('fields.firstName')}
            value={values.firstName}
            onChange={(e) => set('firstName', e.currentTarget.value)}
            error={errorOf('firstName')}
            required
            maxLength={80}
            disabled={identityLocked}
            autoComplete="off"
          />
          <TextInput
            label={t('fields.lastName')}
            value={values.lastName}
            onChange={(e) => set('lastName', e.currentTarget.value)}
            error={errorOf('lastName')}
            required
            maxLength={80}
            disabled={identityLocked}
            autoComplete="off"
          />
          <TextInput
            label={t('fields.nickName')}
            description={t('fields.nickNameHelp')}
            value={values.nickName}
            onChange={(e) => set('nickName', e.currentTarget.value)}
            error={errorOf('nickName')}
            maxLength={80}
            disabled={identityLocked}
            autoComplete="off"
          />
        </SimpleGrid>
      </Stack>
    </FormSection>
  );
}
