import type { TDataSource } from '@carehome/contracts';
import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconChevronRight, IconPlugConnected, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowAction } from '../../../components/row-action.tsx';
import { ListTable } from './list-table.tsx';
import { QuotaSummary } from './quota-summary.tsx';

/** The site's data sources, each with its connection test, a link to open it and delete. */
export function DataSourceTable({
  facilityId,
  dataSources,
  timeZone,
  testingId,
  onTest,
  onDelete,
}: {
  facilityId: string;
  dataSources: readonly TDataSource[];
  timeZone?: string;
  /** The data source whose connection is being tested. */
  testingId: string | null;
  onTest: (d: TDataSource) => void;
  onDelete: (d: TDataSource) => void;
}) {
  const { t } = useTranslation(['care-records-sync', 'common']);
  const pathOf = (d: TDataSource) => `/admin/facilities/${facilityId}/syncdatasources/${d.id}`;
  return (
    <ListTable
      label={t('list.label')}
      testId="data-sources-table"
      minWidth={900}
      dense={false}
      headers={[t('list.nameApplication'), t('field.externalFacilityId'), t('field.authKind'), t('list.webhookSync'), t('list.quota')]}
    >
      {dataSources.map((d) => (
        <Table.Tr key={d.id} data-testid="data-source-row">
          <Table.Td>
            <Anchor component={Link} to={pathOf(d)} fw={600}>
              {d.name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {d.application}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {d.externalFacilityId}
            </Text>
          </Table.Td>
          <Table.Td>{t(`authKindShort.${d.authKind}`)}</Table.Td>
          <Table.Td>
            <Badge variant="light" color={d.webhookSync ? 'teal' : 'gray'} tt="none">
              {d.webhookSync ? t('list.on') : t('list.off')}
            </Badge>
          </Table.Td>
          <Table.Td>
            <QuotaSummary quota={d.quota} timeZone={timeZone} />
          </Table.Td>
          <Table.Td>
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              <Button
                variant="light"
                leftSection={<IconPlugConnected size={18} aria-hidden />}
                loading={testingId === d.id}
                onClick={() => onTest(d)}
                aria-label={t('test.buttonNamed', { name: d.name })}
              >
                {t('test.buttonShort')}
              </Button>
              <RowAction icon={IconChevronRight} label={t('list.open')} ariaLabel={t('list.openNamed', { name: d.name })} to={pathOf(d)} />
              <RowAction
                icon={IconTrash}
                label={t('common:delete')}
                ariaLabel={t('list.deleteNamed', { name: d.name })}
                color="red"
                onClick={() => onDelete(d)}
              />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
