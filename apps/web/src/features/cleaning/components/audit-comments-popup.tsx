import { AUDIT_COMMENT_ROWS } from '@carehome/domain';
import { Button, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NotesDialog, type NotesDialogProps } from './notes-dialog.tsx';
import { ReportTextarea } from './report-textarea.tsx';

/**
 * The auditor's comment (3 rows in the audit screen) and photos; read-only outside audit mode. Email (for
 * those who may mail an audit) opens the Send Email popup for the audit.
 */
export function AuditCommentsPopup({
  title,
  comment,
  onComment,
  onEmail,
  ...notes
}: NotesDialogProps & {
  title: string;
  comment: string | null;
  onComment: (value: string) => void;
  onEmail: (() => void) | null;
}) {
  const { t } = useTranslation('cleaning');
  const email = onEmail ? (
    <Button variant="light" leftSection={<IconMail aria-hidden />} onClick={onEmail} data-testid="audit-email">
      {t('email.open')}
    </Button>
  ) : null;
  return (
    <NotesDialog {...notes} title={title} testId="audit-comments-popup" photosTestId="audit-photos" actions={email}>
      {notes.editable || comment ? (
        <ReportTextarea
          label={t('auditComments.comment')}
          rows={AUDIT_COMMENT_ROWS}
          value={comment ?? ''}
          readOnly={!notes.editable}
          onChange={(e) => onComment(e.currentTarget.value)}
          data-testid="text-auditComment"
          data-autofocus
        />
      ) : (
        <Text c="dimmed">{t('auditComments.none')}</Text>
      )}
    </NotesDialog>
  );
}
