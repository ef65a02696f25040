import { Alert, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconBuildingCommunity, IconBuildingHospital, IconPencil, IconUserShield } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../../lib/i18n.ts';
import type { OnboardForm } from './onboard-form.ts';
import { StepFrame } from './step-frame.tsx';

/** Onboarding's last step: what the three steps hold, each with a way back to it, and why a create failed. */
export function ReviewStep({
  form,
  onEdit,
  serverError,
}: {
  form: OnboardForm;
  onEdit: (step: number) => void;
  serverError: string | null;
}) {
  const { t } = useTranslation(['organizations', 'pages']);
  return (
    <StepFrame title={t('onboard.review.title')} intro={t('onboard.review.intro')}>
      <ReviewBlock
        first
        icon={<IconBuildingCommunity size={20} />}
        title={t('onboard.steps.organization')}
        onEdit={() => onEdit(0)}
        rows={[[t('onboard.organization.name'), form.organization.trim()]]}
      />
      <ReviewBlock
        icon={<IconBuildingHospital size={20} />}
        title={t('onboard.steps.site')}
        onEdit={() => onEdit(1)}
        rows={[
          [t('onboard.site.name'), form.siteName.trim()],
          [t('timeZone.label'), form.timeZone],
          [t('onboard.review.configuration'), t('onboard.review.starterConfiguration')],
        ]}
      />
      <ReviewBlock
        icon={<IconUserShield size={20} />}
        title={t('onboard.steps.sponsor')}
        onEdit={() => onEdit(2)}
        rows={[
          [t('onboard.review.sponsorName'), `${form.firstName.trim()} ${form.lastName.trim()}`],
          [t('onboard.sponsor.email'), form.email.trim()],
          [t('onboard.sponsor.language'), LANGUAGE_NAMES[form.language]],
          [t('onboard.review.role'), t('common:roles.MultiFacilityAdministrator')],
        ]}
      />
      {serverError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" title={t('onboard.review.failed')}>
          {serverError}
        </Alert>
      ) : null}
    </StepFrame>
  );
}

function ReviewBlock({
  icon,
  title,
  rows,
  onEdit,
  first,
}: {
  icon: ReactNode;
  title: string;
  rows: [string, string][];
  onEdit: () => void;
  first?: boolean;
}) {
  const { t } = useTranslation('organizations');
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs">
          <ThemeIcon variant="light" size={32} aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={3} fz="h5">
            {title}
          </Title>
        </Group>
        <Button
          variant="subtle"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={onEdit}
          aria-label={t('onboard.review.editNamed', { what: title })}
          data-review-first={first ? '' : undefined}
        >
          {t('common:edit')}
        </Button>
      </Group>
      <Stack gap={4} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} gap="md" wrap="nowrap" align="baseline">
            <Text component="dt" size="sm" c="dimmed" w={180} style={{ flex: 'none' }}>
              {label}
            </Text>
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
