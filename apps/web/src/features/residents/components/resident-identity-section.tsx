import { RESIDENT_TITLES } from '@carehome/contracts';
import { Alert, NativeSelect } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BoundTextField, IdentitySection, textBinder } from '../../../components/form/identity-section.tsx';
import { RecordIdField } from '../../../components/form/record-id-field.tsx';
import type { ResidentSectionProps, ResidentTitle } from '../model/resident-form.ts';

/** Title, names and resident ID; read-only for a resident of the care-records system. */
export function ResidentIdentitySection({ values, set, errorOf, identityLocked }: ResidentSectionProps) {
  const { t } = useTranslation(['residents', 'errors']);
  const bind = textBinder<'residentId' | 'firstName' | 'lastName' | 'nickName'>(values, set, errorOf);
  return (
    <IdentitySection
      title={t('edit.identity')}
      testId="identity-section"
      notice={
        identityLocked ? (
          <Alert color="blue" icon={<IconCloudDownload aria-hidden />} data-testid="imported-notice">
            {t('errors:resident.imported')}. {t('edit.importedNotice')}
          </Alert>
        ) : null
      }
      firstName={{ label: t('fields.firstName'), ...bind('firstName') }}
      lastName={{ label: t('fields.lastName'), ...bind('lastName') }}
      disabled={identityLocked}
      after={
        <BoundTextField
          label={t('fields.nickName')}
          description={t('fields.nickNameHelp')}
          bind={bind('nickName')}
          maxLength={80}
          disabled={identityLocked}
          autoComplete="off"
        />
      }
    >
      <NativeSelect
        label={t('fields.title')}
        value={values.namePrefix}
        onChange={(e) => set('namePrefix', e.currentTarget.value as ResidentTitle | '')}
        data={[{ value: '', label: t('fields.noTitle') }, ...RESIDENT_TITLES.map((v) => ({ value: v, label: v }))]}
        error={errorOf('namePrefix')}
        disabled={identityLocked}
      />
      <RecordIdField label={t('fields.residentId')} help={t('fields.residentIdHelp')} bind={bind('residentId')} disabled={identityLocked} />
    </IdentitySection>
  );
}
