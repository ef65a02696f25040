import type { TFacilitySchedule } from '@carehome/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCalendarRepeat, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { todayIn } from '../../../lib/schedule-text.ts';
import { useTemplates } from '../api/templates.ts';
import { SiteScheduleCard } from './site-schedule-card.tsx';
import { deleteBody, draftOf, newSiteScheduleDraft, type SiteScheduleDraft } from './site-schedule-draft.ts';
import { SiteScheduleForm } from './site-schedule-form.tsx';
import { useSaveSiteSchedule, useSiteSchedules } from './site-schedules-api.ts';

/**
 * The site's schedules (a template applied on a schedule's runs): the list with each one's schedule in
 * words, next and last run in the site's time zone, the last result, pause, run now, edit and delete;
 * and the form that creates or edits one.
 */
export function SiteSchedulesDialog({ facilityId, timeZone, onClose }: { facilityId: string; timeZone: string; onClose: () => void }) {
  const { t } = useTranslation(['site-schedules', 'config', 'jobs', 'errors', 'common']);
  const list = useSiteSchedules(facilityId);
  const templates = useTemplates(facilityId, true);
  const save = useSaveSiteSchedule();
  const [draft, setDraft] = useState<SiteScheduleDraft | null>(null);
  const [deleting, setDeleting] = useState<TFacilitySchedule | null>(null);
  const templateList = templates.data ?? [];
  const startNew = () => setDraft(newSiteScheduleDraft(todayIn(timeZone), templateList[0]?.id ?? null));

  const remove = async () => {
    if (!deleting) return;
    try {
      await save.mutateAsync(deleteBody(facilityId, deleting));
      setDeleting(null);
    } catch {
      // Shown by the list's error alert.
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size={900}
      title={draft ? t(draft.id ? 'form.editTitle' : 'form.newTitle') : t('title')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {draft ? (
        <SiteScheduleForm
          facilityId={facilityId}
          timeZone={timeZone}
          initial={draft}
          templates={templateList}
          onDone={() => setDraft(null)}
        />
      ) : (
        <Stack gap="md" data-testid="site-schedules-dialog">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('intro')}
            </Text>
            {list.data?.length ? (
              <Button
                leftSection={<IconPlus size={18} aria-hidden />}
                onClick={startNew}
                disabled={!templates.data}
                style={{ flexShrink: 0 }}
              >
                {t('new')}
              </Button>
            ) : null}
          </Group>
          {save.isError && !deleting ? <ErrorAlert error={save.error} /> : null}
          {!list.data ? (
            <QueryState query={list} />
          ) : list.data.length === 0 ? (
            <EmptyState
              icon={<IconCalendarRepeat size={34} />}
              title={t('empty.title')}
              description={t('empty.body')}
              action={
                <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={startNew} disabled={!templates.data}>
                  {t('new')}
                </Button>
              }
            />
          ) : (
            list.data.map((s) => (
              <SiteScheduleCard
                key={s.id}
                facilityId={facilityId}
                schedule={s}
                templateName={templateList.find((x) => x.id === s.templateId)?.description}
                timeZone={timeZone}
                onEdit={() => setDraft(draftOf(s))}
                onDelete={() => setDeleting(s)}
              />
            ))
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        loading={save.isPending}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      >
        {t('delete.body', { name: deleting?.description ?? '' })}
      </ConfirmDialog>
    </Modal>
  );
}
