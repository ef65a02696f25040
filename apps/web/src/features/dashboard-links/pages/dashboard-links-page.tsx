import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconExternalLink, IconLink, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { useAccount } from '../../../lib/session.ts';
import { useDashboardLinks, useSaveDashboardLinks } from '../api/dashboard-links.ts';
import { LinkDialog } from '../components/link-dialog.tsx';
import { listWith } from '../model/link-form.ts';

/**
 * /admin/pbireportsconfig (provider administrator): the current site's dashboard report links (name, URL,
 * the roles each is offered to, default), added, edited and deleted here; the portal and the site
 * dashboard offer them.
 */
export default function DashboardLinksPage() {
  const { t } = useTranslation(['dashboard-links', 'common']);
  const facility = useAccount()?.facility;
  const links = useDashboardLinks(facility?.id);
  const save = useSaveDashboardLinks();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  if (!facility) {
    return (
      <Stack gap="md">
        <PageHeader title={t('title')} />
        <EmptyState title={t('noSite')} />
      </Stack>
    );
  }
  const list = links.data;
  const add = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')} size="md">
      {t('add')}
    </Button>
  );
  const toDelete = deleting === null ? null : list?.[deleting];

  return (
    <Stack gap="md">
      <PageHeader title={t('title')} actions={list?.length ? add : null} />
      <Text c="dimmed">{t('intro', { site: facility.name })}</Text>
      {!list ? (
        <QueryState query={links} />
      ) : list.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState title={t('empty.title')} description={t('empty.description')} icon={<IconLink size={34} />} action={add} />
        </Paper>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('field.name')}</Table.Th>
                  <Table.Th>{t('field.url')}</Table.Th>
                  <Table.Th>{t('field.roles')}</Table.Th>
                  <Table.Th>{t('column.default')}</Table.Th>
                  <Table.Th>
                    <span className="sr-only">{t('column.actions')}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((link, i) => (
                  <Table.Tr key={link.id} data-testid="dashboard-link-row">
                    <Table.Td fw={600}>{link.name}</Table.Td>
                    <Table.Td maw={320}>
                      <Anchor href={link.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
                        {link.url} <IconExternalLink size={14} aria-label={t('opensInNewTab')} />
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6}>
                        {link.roles.map((r) => (
                          <Badge key={r} variant="light" color="gray" tt="none" size="lg">
                            {t(`common:roles.${r}`)}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {link.isDefault ? (
                        <Badge tt="none" size="lg">
                          {t('column.isDefault')}
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <RowAction
                          icon={IconPencil}
                          label={t('edit')}
                          ariaLabel={t('editNamed', { name: link.name })}
                          onClick={() => setEditing(i)}
                        />
                        <RowAction
                          icon={IconTrash}
                          label={t('delete')}
                          ariaLabel={t('deleteNamed', { name: link.name })}
                          color="red"
                          onClick={() => setDeleting(i)}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {save.error && deleting === null ? <ErrorAlert error={save.error} /> : null}
      {list && editing !== null ? (
        <LinkDialog facilityId={facility.id} links={list} index={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        opened={Boolean(toDelete)}
        title={t('deleteTitle')}
        confirmLabel={t('delete')}
        loading={save.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!list || deleting === null) return;
          save.mutate({ facilityId: facility.id, links: listWith(list, deleting, null) }, { onSettled: () => setDeleting(null) });
        }}
      >
        {t('deleteQuestion', { name: toDelete?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
