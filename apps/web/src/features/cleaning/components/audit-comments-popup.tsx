import type { TReportPhoto } from '@carehome/contracts';
import { AUDIT_COMMENT_ROWS } from '@carehome/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoStrip } from './photo-strip.tsx';
import { ReportTextarea } from './report-textarea.tsx';

/**
 * The auditor's comment (3 rows in the audit screen) and photos; read-only outside audit mode. Email (for
 * those who may mail an audit) opens the Send Email popup for the audit.
 */
export function AuditCommentsPopup({
  opened,
  title,
  comment,
  photos,
  editable,
  createdBy,
  onComment,
  onAddPhoto,
  onRemovePhoto,
  onEmail,
  onClose,
}: {
  opened: boolean;
  title: string;
  comment: string | null;
  photos: TReportPhoto[];
  editable: boolean;
  createdBy: string | null;
  onComment: (value: string) => void;
  onAddPhoto: (photo: TReportPhoto) => void;
  onRemovePhoto: (id: string) => void;
  onEmail: (() => void) | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('cleaning');
  // Every open dialog closes on Escape: while the camera or the viewer is over this one, it leaves Escape to them.
  const [covered, setCovered] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={900}
      centered
      zIndex={300}
      closeOnEscape={!covered}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      data-testid="audit-comments-popup"
    >
      <Stack>
        {editable || comment ? (
          <ReportTextarea
            label={t('auditComments.comment')}
            rows={AUDIT_COMMENT_ROWS}
            value={comment ?? ''}
            readOnly={!editable}
            onChange={(e) => onComment(e.currentTarget.value)}
            data-testid="text-auditComment"
            data-autofocus
          />
        ) : (
          <Text c="dimmed">{t('auditComments.none')}</Text>
        )}
        <PhotoStrip
          photos={photos}
          editable={editable}
          createdBy={createdBy}
          onAdd={onAddPhoto}
          onRemove={onRemovePhoto}
          onOverlay={setCovered}
          testId="audit-photos"
        />
        <Group justify={onEmail ? 'space-between' : 'flex-end'}>
          {onEmail ? (
            <Button variant="light" leftSection={<IconMail aria-hidden />} onClick={onEmail} data-testid="audit-email">
              {t('email.open')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('comments.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
