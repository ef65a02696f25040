import { NOTE_ROWS, SUPERVISOR_NOTE_TOAST_MS } from '@carehome/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveSupervisorNote } from '../api/supervisor-note.ts';
import { ReportTextarea } from './report-textarea.tsx';
import { ScreenDialog } from './screen-dialog.tsx';

/**
 * The supervisor note form: saved apart from the report; 'Supervisor Comment
 * updated.' shows for 800 ms. Read-only with a Close button for those who may not edit it.
 */
export function SupervisorNoteDialog({
  opened,
  facilityId,
  reportId,
  note,
  editable,
  onSaved,
  onClose,
}: {
  opened: boolean;
  facilityId: string;
  reportId: string;
  note: string | null;
  editable: boolean;
  onSaved: (note: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('cleaning');
  const [text, setText] = useState(note ?? '');
  const save = useSaveSupervisorNote(facilityId, reportId);
  useEffect(() => {
    if (opened) setText(note ?? '');
  }, [opened, note]);

  const submit = () =>
    save.mutate(text, {
      onSuccess: (report) => {
        onSaved(report.supervisorNote);
        notifications.show({
          message: t('supervisorNote.updated'),
          color: 'teal',
          autoClose: SUPERVISOR_NOTE_TOAST_MS,
          closeButtonProps: { 'aria-label': t('common:close') },
        });
        onClose();
      },
      onError: (err) => toast(errorText(t, err), 'red'),
    });

  return (
    <ScreenDialog opened={opened} onClose={onClose} title={t('supervisorNote.title')} size="lg" testId="supervisor-note">
      <Stack>
        {editable ? (
          <ReportTextarea
            label={t('supervisorNote.label')}
            rows={NOTE_ROWS}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            data-autofocus
          />
        ) : (
          <Text style={{ whiteSpace: 'pre-wrap' }} c={note ? undefined : 'dimmed'}>
            {note || t('supervisorNote.none')}
          </Text>
        )}
        <Group justify="flex-end">
          {editable ? (
            <>
              <Button variant="default" onClick={onClose}>
                {t('common:cancel')}
              </Button>
              <Button onClick={submit} loading={save.isPending}>
                {t('common:save')}
              </Button>
            </>
          ) : (
            <Button onClick={onClose} data-autofocus>
              {t('common:close')}
            </Button>
          )}
        </Group>
      </Stack>
    </ScreenDialog>
  );
}
