import { STAFF_REPORT_COMMENT_MAX, type TStaffDayRow } from '@carehome/contracts';
import { localDateToDisplay } from '@carehome/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../components/action-button.tsx';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSaveStaffReport } from '../api/reporting.ts';
import { dateTimeText } from '../model/format.ts';

/** The saved review of a staff member's day, and for supervisors the dialog to write or change it. */
export function StaffReview({
  row,
  facilityId,
  timeZone,
  canReview,
}: {
  row: TStaffDayRow;
  facilityId: string;
  timeZone: string;
  canReview: boolean;
}) {
  const { t } = useTranslation('reporting');
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const save = useSaveStaffReport();
  const review = row.review;
  const start = () => {
    setComment(review?.comment ?? '');
    save.reset();
    setOpen(true);
  };
  const submit = () =>
    save.mutate(
      { facilityId, staffMemberId: row.staffMemberId, date: row.date, comment: comment.trim() },
      {
        onSuccess: () => {
          toast(t('review.saved'));
          setOpen(false);
        },
      },
    );
  return (
    <Stack gap={4} align="flex-start" data-testid="staff-review">
      {review ? (
        <>
          {review.comment ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.comment}
            </Text>
          ) : null}
          <Group gap={4} wrap="nowrap">
            <IconCheck size={14} color="var(--mantine-color-teal-9)" aria-hidden />
            <Text size="xs" c="teal.9" data-testid="review-saved">
              {t('review.savedBy', { name: review.savedBy ?? t('review.someone'), at: dateTimeText(review.savedAt, timeZone) })}
            </Text>
          </Group>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('review.none')}
        </Text>
      )}
      {canReview ? (
        <ActionButton size="compact-sm" variant="light" icon={IconPencil} onClick={start} data-testid="review-open">
          {review ? t('review.edit') : t('review.write')}
        </ActionButton>
      ) : null}
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('review.title', { name: row.name, date: localDateToDisplay(row.date) })}
        centered
        closeButtonProps={{ 'aria-label': t('common:close') }}
        data-testid="review-dialog"
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack>
            <Text size="sm" c="dimmed">
              {t('review.help')}
            </Text>
            <Textarea
              label={t('review.comment')}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              autosize
              minRows={4}
              maxRows={12}
              maxLength={STAFF_REPORT_COMMENT_MAX}
              description={t('review.limit', { length: comment.length, max: STAFF_REPORT_COMMENT_MAX })}
              data-autofocus
            />
            {save.isError ? <ErrorAlert error={save.error} testId="review-error" /> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('common:cancel')}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="review-save">
                {t('review.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
