import type { TRole } from '@carehome/contracts';
import { roleIncludes } from '@carehome/domain';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconChartBar,
  IconChartLine,
  IconExternalLink,
  IconFileAnalytics,
  IconPresentationAnalytics,
  IconShieldCheck,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useTranslatedText } from '../../../lib/content-language.ts';
import { usePortalLinks } from '../../../lib/portal-links.ts';
import { useAccount } from '../../../lib/session.ts';

/** The built-in reports, each with the role its screen needs. */
const BUILT_IN: readonly { key: string; to: string; minRole: TRole; icon: ReactNode }[] = [
  { key: 'reports', to: '/reporting/reports', minRole: 'Nursing', icon: <IconFileAnalytics size={26} /> },
  { key: 'enhancedCleaning', to: '/reporting/enhancedcleaning', minRole: 'FacilityAssistant', icon: <IconShieldCheck size={26} /> },
  { key: 'siteDashboard', to: '/facilitydashboard', minRole: 'FacilityAssistant', icon: <IconChartLine size={26} /> },
];

/**
 * /reporting/portal: the dashboard report links of the site configured for the person's role (each opens
 * in a new tab) and the built-in reports their role may open.
 */
export default function PortalPage() {
  const { t } = useTranslation(['portal', 'common']);
  const account = useAccount();
  const facility = account?.facility;
  const links = usePortalLinks(facility?.id);
  const read = useTranslatedText();
  const builtIn = BUILT_IN.filter((b) => account && roleIncludes(account.role, b.minRole));

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} />
      <section aria-labelledby="portal-dashboards">
        <Title order={2} fz="h4" mb="sm" id="portal-dashboards">
          {t('dashboards.title')}
        </Title>
        {!facility ? (
          <EmptyState title={t('noSite')} />
        ) : !links.data ? (
          <QueryState query={links} />
        ) : links.data.length === 0 ? (
          <Card withBorder radius="md">
            <EmptyState
              title={t('dashboards.emptyTitle')}
              description={t('dashboards.emptyDescription')}
              icon={<IconChartBar size={34} />}
            />
          </Card>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {links.data.map((link) => (
              <Card key={link.id} withBorder radius="md" padding="lg" data-testid="portal-link">
                <Stack gap="sm" h="100%" justify="space-between">
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                      <IconPresentationAnalytics size={26} />
                    </ThemeIcon>
                    <Stack gap={4} style={{ minWidth: 0 }}>
                      <Text fw={600} fz="lg">
                        {read(link.name, link.translations)}
                      </Text>
                      {link.isDefault ? (
                        <Badge tt="none" variant="light" size="md">
                          {t('dashboards.default')}
                        </Badge>
                      ) : null}
                    </Stack>
                  </Group>
                  <Button
                    component="a"
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="light"
                    size="md"
                    rightSection={<IconExternalLink size={18} aria-hidden />}
                    aria-label={t('dashboards.openNamed', { name: read(link.name, link.translations) })}
                  >
                    {t('dashboards.open')}
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </section>
      {builtIn.length ? (
        <section aria-labelledby="portal-reports">
          <Title order={2} fz="h4" mb="sm" id="portal-reports">
            {t('builtIn.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {builtIn.map((b) => (
              <Card key={b.key} withBorder radius="md" padding="lg" data-testid="portal-report">
                <Stack gap="sm" h="100%" justify="space-between">
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <ThemeIcon size={44} radius="md" variant="light" color="teal" aria-hidden>
                      {b.icon}
                    </ThemeIcon>
                    <Stack gap={4}>
                      <Text fw={600} fz="lg">
                        {t(`builtIn.${b.key}.name`)}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t(`builtIn.${b.key}.description`)}
                      </Text>
                    </Stack>
                  </Group>
                  <Button component={Link} to={b.to} variant="default" size="md">
                    {t('builtIn.open')}
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </section>
      ) : null}
    </Stack>
  );
}
