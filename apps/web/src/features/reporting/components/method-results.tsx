import { ATP_BANDS, type TMethodResult } from '@carehome/contracts';
import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { rateText } from '../model/format.ts';
import { AtpBandBadge } from './atp-cells.tsx';

// Results per audit method (the audit and marking reports', the site dashboard's): an audit counts under every
// method its auditor ticked, so the rows overlap. Not present is shown apart; it is in no rate.

function AtpBrands({ result }: { result: TMethodResult }) {
  const { t } = useTranslation('reporting');
  return (
    <Stack gap={6}>
      {(result.atpByBrand ?? []).map((b) => (
        <Stack key={b.brand} gap={2} data-testid="method-atp-brand">
          <Text size="sm" fw={600}>
            {t('methods.brand', { brand: b.brand, rate: rateText(b.rate) })}
          </Text>
          <Group gap={10} wrap="wrap">
            {ATP_BANDS.map((band) => (
              <Group key={band} gap={4} wrap="nowrap">
                <AtpBandBadge band={band} />
                <Text size="sm">{b[band]}</Text>
              </Group>
            ))}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

/** The table of results per method, with its title; a line saying so when no audit is counted. */
export function MethodResults({ results, testId = 'method-results' }: { results: readonly TMethodResult[] | undefined; testId?: string }) {
  const { t } = useTranslation('reporting');
  const rows = results ?? [];
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Title order={3} fz="h5" mb={4}>
        {t('methods.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('methods.help')}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('methods.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped fz="sm" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('methods.method')}</Table.Th>
                <Table.Th ta="right">{t('methods.audits')}</Table.Th>
                <Table.Th ta="right">{t('methods.passRate')}</Table.Th>
                <Table.Th ta="right">{t('methods.notPresent')}</Table.Th>
                <Table.Th>{t('methods.atp')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((m) => (
                <Table.Tr key={m.method} data-testid={`method-${m.method}`}>
                  <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {t(`method.${m.method}`)}
                  </Table.Td>
                  <Table.Td ta="right">{m.audits}</Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" fw={600} span>
                      {rateText(m.rate)}
                    </Text>{' '}
                    <Text size="xs" c="dimmed" span>
                      {t('methods.operations', { passed: m.passed, total: m.passed + m.failed })}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{m.notPresent}</Table.Td>
                  <Table.Td>{m.atpByBrand?.length ? <AtpBrands result={m} /> : null}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
