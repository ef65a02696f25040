import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconBuildingHospital,
  IconMailForward,
  IconPalette,
  IconPlus,
  IconSwitchHorizontal,
  IconUserShield,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SuccessHeading } from '../../../components/success-heading.tsx';

export interface OnboardedSummary {
  tenantId: string;
  organization: string;
  siteName: string;
  timeZone: string;
  sponsorName: string;
  sponsorEmail: string;
  languageName: string;
}

function Created({ icon, label, title, detail }: { icon: ReactNode; label: string; title: string; detail: string }) {
  return (
    <Card withBorder padding="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** The end of the onboarding workflow: what was created, the invitation, and where to go next. */
export function OnboardSuccess({
  summary,
  onOpen,
  opening,
  onAnother,
}: {
  summary: OnboardedSummary;
  onOpen: () => void;
  opening: boolean;
  onAnother: () => void;
}) {
  const { t } = useTranslation('organizations');
  return (
    <Card withBorder padding="xl" data-testid="onboard-success">
      <Stack gap="lg">
        <SuccessHeading title={t('onboard.done.title', { name: summary.organization })}>{t('onboard.done.body')}</SuccessHeading>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Created
            icon={<IconBuildingCommunity size={22} />}
            label={t('onboard.done.organization')}
            title={summary.organization}
            detail={t('onboard.done.organizationDetail')}
          />
          <Created
            icon={<IconBuildingHospital size={22} />}
            label={t('onboard.done.site')}
            title={summary.siteName}
            detail={t('onboard.done.siteDetail', { zone: summary.timeZone })}
          />
          <Created
            icon={<IconUserShield size={22} />}
            label={t('onboard.done.sponsor')}
            title={summary.sponsorName}
            detail={summary.sponsorEmail}
          />
        </SimpleGrid>
        <Alert color="blue" icon={<IconMailForward aria-hidden />} title={t('onboard.done.invitationTitle')}>
          {t('onboard.done.invitation', { email: summary.sponsorEmail, language: summary.languageName })}
        </Alert>
        <Group gap="xs">
          <Button leftSection={<IconSwitchHorizontal size={18} aria-hidden />} onClick={onOpen} loading={opening}>
            {t('onboard.done.open')}
          </Button>
          <Button
            component={Link}
            to={`/admin/tenant/edit/${summary.tenantId}`}
            variant="light"
            leftSection={<IconPalette size={18} aria-hidden />}
          >
            {t('onboard.done.brand')}
          </Button>
          <Button variant="subtle" leftSection={<IconPlus size={18} aria-hidden />} onClick={onAnother}>
            {t('onboard.done.another')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
