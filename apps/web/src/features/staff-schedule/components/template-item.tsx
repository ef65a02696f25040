import type { TAssignmentTemplate } from '@carehome/contracts';
import { ActionIcon, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

/** One template: apply to the day or the week, rename in place, delete after asking. */
export function TemplateItem({
  template,
  busy,
  onApply,
  onRename,
  onDelete,
}: {
  template: TAssignmentTemplate;
  busy: boolean;
  onApply: (period: 'day' | 'week') => void;
  onRename: (name: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useTranslation('staff-schedule');
  const [editing, setEditing] = useState<string | null>(null);
  const [confirm, setConfirm] = useState(false);
  return (
    <Paper withBorder p="xs" radius="md" data-testid="template-item">
      {editing !== null ? (
        <Group gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={t('templates.name')}
            value={editing}
            maxLength={200}
            onChange={(e) => setEditing(e.currentTarget.value)}
            data-autofocus
          />
          <ActionIcon
            size={40}
            aria-label={t('templates.renameSave')}
            disabled={!editing.trim()}
            loading={busy}
            onClick={() => void onRename(editing.trim()).then(() => setEditing(null))}
          >
            <IconCheck aria-hidden />
          </ActionIcon>
          <ActionIcon size={40} variant="default" aria-label={t('common:cancel')} onClick={() => setEditing(null)}>
            <IconX aria-hidden />
          </ActionIcon>
        </Group>
      ) : (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} lineClamp={1}>
              {template.description}
            </Text>
            <Text size="xs" c="dimmed">
              {t('templates.count', { count: template.assignments.length })}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            <Button variant="light" onClick={() => onApply('day')} disabled={busy} data-testid="apply-day">
              {t('templates.applyDay')}
            </Button>
            <Button variant="light" onClick={() => onApply('week')} disabled={busy} data-testid="apply-week">
              {t('templates.applyWeek')}
            </Button>
            <ActionIcon
              size={40}
              variant="subtle"
              aria-label={t('templates.rename', { name: template.description })}
              onClick={() => setEditing(template.description)}
            >
              <IconPencil aria-hidden />
            </ActionIcon>
            <ActionIcon
              size={40}
              variant="subtle"
              color="red"
              aria-label={t('templates.delete', { name: template.description })}
              onClick={() => setConfirm(true)}
            >
              <IconTrash aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      )}
      <ConfirmDialog
        opened={confirm}
        title={t('templates.deleteTitle')}
        confirmLabel={t('templates.deleteConfirm')}
        loading={busy}
        onCancel={() => setConfirm(false)}
        onConfirm={() => void onDelete().then(() => setConfirm(false))}
      >
        {t('templates.deleteBody', { name: template.description })}
      </ConfirmDialog>
    </Paper>
  );
}
