import type { TOutbreak } from '@carehome/contracts';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileDescription, IconPlus, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useConfigText } from '../../../lib/content-language.ts';
import { formatDisplayDateTime } from '../../../lib/dates.ts';
import { useHousekeepingConfig } from '../../../lib/housekeeping-config.ts';
import { useAccount } from '../../../lib/session.ts';
import { siteLayoutQueryOptions } from '../../../lib/site-layout.ts';
import { useOutbreaks } from '../api/outbreaks.ts';
import { DeclareOutbreakDialog } from '../components/declare-outbreak-dialog.tsx';
import { EndOutbreakDialog } from '../components/end-outbreak-dialog.tsx';
import { outbreakPlace } from '../components/outbreak-place.ts';

/**
 * /outbreaks (Supervisor and above): the site's running outbreaks first, each with its report and a way
 * to end it, a way to declare one, then the past ones with their reports.
 */
export default function OutbreaksPage() {
  const { t } = useTranslation(['outbreaks', 'pages']);
  const account = useAccount();
  const facilityId = account?.facility?.id;
  const timeZone = account?.facility?.timeZone ?? 'UTC';
  const list = useOutbreaks(facilityId);
  const layout = useQuery(siteLayoutQueryOptions(facilityId));
  const cleanTypeName = useConfigText(useHousekeepingConfig(facilityId).data);
  const [declaring, setDeclaring] = useState(false);
  const [ending, setEnding] = useState<TOutbreak | null>(null);
  const running = list.data?.outbreaks.filter((o) => !o.endedAt) ?? [];
  const past = list.data?.outbreaks.filter((o) => o.endedAt) ?? [];
  const when = (iso: string) => formatDisplayDateTime(iso, timeZone);

  return (
    <>
      <PageHeader
        title={t('pages:titles.outbreaks')}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDeclaring(true)} disabled={!list.data || !layout.data}>
            {t('declare')}
          </Button>
        }
      />
      <Text c="dimmed" mb="lg" maw={820}>
        {t('help')}
      </Text>
      {!list.data ? (
        <QueryState query={list} />
      ) : (
        <Stack gap="xl">
          <section aria-labelledby="running-outbreaks">
            <Title order={2} size="h3" mb="sm" id="running-outbreaks">
              {t('running')}
            </Title>
            {running.length ? (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                {running.map((o) => (
                  <Card
                    key={o.id}
                    withBorder
                    padding="lg"
                    radius="md"
                    data-testid="running-outbreak"
                    style={{ borderColor: 'var(--mantine-color-orange-5)' }}
                  >
                    <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
                      <Group gap="xs" wrap="nowrap">
                        <IconAlertTriangle size={22} color="var(--mantine-color-orange-7)" aria-hidden />
                        <Text fw={700} fz="lg">
                          {outbreakPlace(t, o)}
                        </Text>
                      </Group>
                      <Badge color="orange" variant="light">
                        {t('roomCount', { count: o.rooms.length })}
                      </Badge>
                    </Group>
                    <Text mb="xs">{o.reason}</Text>
                    <Text size="sm" c="dimmed" mb="md">
                      {t('since', { when: when(o.startedAt), name: o.startedByName })}
                    </Text>
                    <Group gap="sm">
                      <Button
                        component={Link}
                        to={`/outbreaks/${o.id}`}
                        variant="default"
                        leftSection={<IconFileDescription size={18} aria-hidden />}
                      >
                        {t('liveReport')}
                      </Button>
                      <Button color="red" variant="light" onClick={() => setEnding(o)}>
                        {t('end')}
                      </Button>
                    </Group>
                  </Card>
                ))}
              </SimpleGrid>
            ) : (
              <EmptyState icon={<IconShieldCheck size={34} />} title={t('noneRunning')} description={t('noneRunningHelp')} />
            )}
          </section>
          <section aria-labelledby="past-outbreaks">
            <Title order={2} size="h3" mb="sm" id="past-outbreaks">
              {t('past')}
            </Title>
            {past.length ? (
              <Table.ScrollContainer minWidth={720}>
                <Table striped verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('area')}</Table.Th>
                      <Table.Th>{t('reason')}</Table.Th>
                      <Table.Th>{t('period')}</Table.Th>
                      <Table.Th>{t('endedBy')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {past.map((o) => (
                      <Table.Tr key={o.id}>
                        <Table.Td>{outbreakPlace(t, o)}</Table.Td>
                        <Table.Td>{o.reason}</Table.Td>
                        <Table.Td>{t('periodText', { from: when(o.startedAt), to: when(o.endedAt as string) })}</Table.Td>
                        <Table.Td>{o.endedByName}</Table.Td>
                        <Table.Td>
                          <Button component={Link} to={`/outbreaks/${o.id}`} variant="subtle" size="compact-md">
                            {t('report')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Text c="dimmed">{t('nonePast')}</Text>
            )}
          </section>
        </Stack>
      )}
      {declaring && facilityId && layout.data ? (
        <DeclareOutbreakDialog facilityId={facilityId} areas={layout.data.areas} onClose={() => setDeclaring(false)} />
      ) : null}
      {ending && list.data ? (
        <EndOutbreakDialog
          outbreak={ending}
          cleanTypes={list.data.cleanTypes}
          defaultCleanType={list.data.defaultTerminalCleanType}
          cleanTypeName={cleanTypeName}
          place={outbreakPlace(t, ending)}
          onClose={() => setEnding(null)}
        />
      ) : null}
    </>
  );
}
