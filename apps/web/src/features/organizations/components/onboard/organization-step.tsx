import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OnboardStepProps } from './onboard-form.ts';
import { StepFrame } from './step-frame.tsx';

/** Onboarding's first step: the organization's name. */
export function OrganizationStep({ form, errors, set }: OnboardStepProps) {
  const { t } = useTranslation(['organizations', 'pages']);
  return (
    <StepFrame title={t('onboard.organization.title')} intro={t('onboard.organization.intro')}>
      <TextInput
        label={t('onboard.organization.name')}
        description={t('onboard.organization.nameHelp')}
        value={form.organization}
        onChange={(e) => set('organization', e.currentTarget.value)}
        error={errors['tenant.name']}
        maxLength={120}
        required
      />
    </StepFrame>
  );
}
