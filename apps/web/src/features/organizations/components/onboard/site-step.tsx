import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TimeZoneSelect } from '../../../../components/time-zone-select.tsx';
import type { OnboardStepProps } from './onboard-form.ts';
import { StepFrame } from './step-frame.tsx';

/** Onboarding's second step: the first site's name and time zone. */
export function SiteStep({ form, errors, set }: OnboardStepProps) {
  const { t } = useTranslation(['organizations', 'pages']);
  return (
    <StepFrame title={t('onboard.site.title')} intro={t('onboard.site.intro')}>
      <TextInput
        label={t('onboard.site.name')}
        placeholder={t('onboard.site.namePlaceholder')}
        value={form.siteName}
        onChange={(e) => set('siteName', e.currentTarget.value)}
        error={errors['site.name']}
        maxLength={120}
        required
      />
      <TimeZoneSelect
        value={form.timeZone}
        onChange={(v) => set('timeZone', v)}
        description={t('timeZone.help')}
        error={errors['site.timeZone']}
        required
      />
    </StepFrame>
  );
}
