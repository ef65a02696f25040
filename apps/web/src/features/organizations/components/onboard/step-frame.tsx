import { List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AsideCard } from '../../../../components/aside-card.tsx';

/** One onboarding step: its heading, a line saying what it asks, and its fields. */
export function StepFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Stack gap="md" maw={560}>
      <div>
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      </div>
      {children}
    </Stack>
  );
}

/** What onboarding creates, beside the steps. */
export function WhatHappens() {
  const { t } = useTranslation('organizations');
  return (
    <AsideCard radius="md" title={t('onboard.aside.title')}>
      <List spacing="sm" size="sm" icon={<IconCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden />}>
        <List.Item>{t('onboard.aside.organization')}</List.Item>
        <List.Item>{t('onboard.aside.site')}</List.Item>
        <List.Item>{t('onboard.aside.sponsor')}</List.Item>
        <List.Item>{t('onboard.aside.invitation')}</List.Item>
      </List>
      <Text size="sm" c="dimmed" mt="md">
        {t('onboard.aside.later')}
      </Text>
    </AsideCard>
  );
}
