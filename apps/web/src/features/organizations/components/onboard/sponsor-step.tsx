import { LANGUAGES, type TLanguage } from '@carehome/contracts';
import { Group, Select, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../../lib/i18n.ts';
import type { OnboardStepProps } from './onboard-form.ts';
import { StepFrame } from './step-frame.tsx';

/** Onboarding's third step: the sponsor, who becomes the organization's administrator. */
export function SponsorStep({ form, errors, set }: OnboardStepProps) {
  const { t } = useTranslation(['organizations', 'pages']);
  return (
    <StepFrame title={t('onboard.sponsor.title')} intro={t('onboard.sponsor.intro')}>
      <Group grow align="flex-start">
        <TextInput
          label={t('onboard.sponsor.firstName')}
          value={form.firstName}
          onChange={(e) => set('firstName', e.currentTarget.value)}
          error={errors['sponsor.firstName']}
          maxLength={80}
          autoComplete="off"
          required
        />
        <TextInput
          label={t('onboard.sponsor.lastName')}
          value={form.lastName}
          onChange={(e) => set('lastName', e.currentTarget.value)}
          error={errors['sponsor.lastName']}
          maxLength={80}
          autoComplete="off"
          required
        />
      </Group>
      <TextInput
        label={t('onboard.sponsor.email')}
        description={t('onboard.sponsor.emailHelp')}
        type="email"
        leftSection={<IconMail size={16} aria-hidden />}
        value={form.email}
        onChange={(e) => set('email', e.currentTarget.value)}
        error={errors['sponsor.email']}
        maxLength={254}
        autoComplete="off"
        required
      />
      <Select
        label={t('onboard.sponsor.language')}
        description={t('onboard.sponsor.languageHelp')}
        data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
        value={form.language}
        onChange={(v) => v && set('language', v as TLanguage)}
        error={errors['sponsor.language']}
        allowDeselect={false}
      />
    </StepFrame>
  );
}
