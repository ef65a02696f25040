import { useTranslation } from 'react-i18next';
import { BoundTextField, IdentitySection, textBinder } from '../../../components/form/identity-section.tsx';
import { RecordIdField } from '../../../components/form/record-id-field.tsx';
import type { StaffSectionProps } from '../model/staff-form.ts';

/** Staff ID, position and name. */
export function StaffIdentitySection({ values, set, errorOf, readOnly }: StaffSectionProps) {
  const { t } = useTranslation('staff');
  const bind = textBinder<'staffRefId' | 'position' | 'firstName' | 'lastName'>(values, set, errorOf);
  return (
    <IdentitySection
      title={t('edit.identity')}
      firstName={{ label: t('fields.firstName'), ...bind('firstName') }}
      lastName={{ label: t('fields.lastName'), ...bind('lastName') }}
      disabled={readOnly}
    >
      <RecordIdField label={t('fields.staffId')} help={t('fields.staffIdHelp')} bind={bind('staffRefId')} disabled={readOnly} />
      <BoundTextField
        label={t('fields.position')}
        description={t('fields.positionHelp')}
        bind={bind('position')}
        maxLength={80}
        disabled={readOnly}
      />
    </IdentitySection>
  );
}
