import type { TBriefing } from '@carehome/contracts';
import { LEVEL_ORDER } from '@carehome/domain';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconLock, IconPlus, IconSpeakerphone, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { useAppLanguage, useTranslatedText } from '../../../lib/content-language.ts';
import { withSaveFeedback } from '../../../lib/save-feedback.ts';
import { useAccount } from '../../../lib/session.ts';
import { useBriefings, useDeleteBriefing } from '../api/briefings.ts';
import { BriefingEditor } from '../components/briefing-editor.tsx';
import { BriefingIcon } from '../components/briefing-icon.tsx';
import { type BriefingDraft, draftOf, emptyDraft } from '../model/briefing-form.ts';

/**
 * /admin/dailybriefings (MultiFacilityAdministrator and above): the site's briefings and the
 * organization's, by level; those of levels the user may not edit (the provider's) are read-only.
 */
export default function DailyBriefingsPage() {
  const { t } = useTranslation(['briefings', 'pages', 'common']);
  const facilityId = useAccount()?.facility?.id;
  const list = useBriefings(facilityId);
  const remove = useDeleteBriefing(facilityId);
  const language = useAppLanguage();
  const read = useTranslatedText();
  const [editing, setEditing] = useState<BriefingDraft | null>(null);
  const [deleting, setDeleting] = useState<TBriefing | null>(null);
  const data = list.data;
  const firstLevel = data?.editableLevels[0];

  const newButton = firstLevel ? (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(emptyDraft(firstLevel, language))}>
      {t('list.new')}
    </Button>
  ) : null;

  return (
    <>
      <PageHeader title={t('pages:titles.dailyBriefings')} actions={newButton} />
      <Text c="dimmed" mb="md" maw={820}>
        {t('list.help')}
      </Text>
      {!data ? (
        <QueryState query={list} />
      ) : !data.briefings.length ? (
        <EmptyState
          icon={<IconSpeakerphone size={34} />}
          title={t('list.emptyTitle')}
          description={t('list.emptyBody')}
          action={newButton}
        />
      ) : (
        <Stack gap="lg">
          {LEVEL_ORDER.map((level) => {
            const here = data.briefings.filter((b) => b.level === level);
            if (!here.length) return null;
            return (
              <section key={level} aria-labelledby={`level-${level}`}>
                <Title order={2} fz="h4" id={`level-${level}`} mb="xs">
                  {t(`levels.${level}`)}
                </Title>
                <SimpleGrid cols={{ base: 1, md: 2 }}>
                  {here.map((b) => (
                    <Paper key={b.id} withBorder p="md" radius="md" data-testid={`briefing-card-${b.name}`}>
                      <Group justify="space-between" align="flex-start" wrap="nowrap">
                        <Stack gap={4} style={{ minWidth: 0 }}>
                          <Group gap="xs">
                            <Text fw={700}>{b.name}</Text>
                            {b.isDefault ? (
                              <Badge variant="light" color="teal">
                                {t('list.default')}
                              </Badge>
                            ) : null}
                            {!b.canEdit ? (
                              <Badge variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden />}>
                                {t('list.readOnly')}
                              </Badge>
                            ) : null}
                          </Group>
                          <Text size="sm" c="dimmed">
                            {b.positions.length ? t('list.forPositions', { positions: b.positions.join(', ') }) : t('list.forEveryone')}
                          </Text>
                        </Stack>
                        {b.canEdit ? (
                          <Group gap={4} wrap="nowrap">
                            <RowAction
                              icon={IconEdit}
                              label={t('list.edit', { name: b.name })}
                              ariaLabel={t('list.edit', { name: b.name })}
                              variant="subtle"
                              onClick={() => setEditing(draftOf(b))}
                            />
                            <RowAction
                              icon={IconTrash}
                              label={t('list.delete', { name: b.name })}
                              ariaLabel={t('list.delete', { name: b.name })}
                              variant="subtle"
                              color="red"
                              onClick={() => setDeleting(b)}
                            />
                          </Group>
                        ) : null}
                      </Group>
                      <Stack gap={6} mt="sm">
                        {b.items.map((i) => (
                          <Group key={i.id} gap="xs" wrap="nowrap" align="flex-start">
                            <Text size="sm" c="dimmed" w={18} ta="right">
                              {i.order}.
                            </Text>
                            <BriefingIcon icon={i.icon} size={18} />
                            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                              {read(i.message, i.translations)}
                            </Text>
                          </Group>
                        ))}
                      </Stack>
                    </Paper>
                  ))}
                </SimpleGrid>
              </section>
            );
          })}
        </Stack>
      )}
      {editing && data && facilityId ? (
        <BriefingEditor
          initial={editing}
          levels={data.editableLevels}
          positions={data.positions}
          facilityId={facilityId}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('list.deleteTitle')}
        confirmLabel={t('common:delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          void withSaveFeedback(() => remove.mutateAsync(deleting.id))
            .then(() => setDeleting(null))
            .catch(() => undefined);
        }}
      >
        {t('list.deleteBody', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </>
  );
}
