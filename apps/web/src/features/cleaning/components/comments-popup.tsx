import { COMMENT_ROWS } from '@carehome/domain';
import { Button, Group, Tabs } from '@mantine/core';
import { IconHandStop, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextField } from '../model/draft.ts';
import { NotesDialog, type NotesDialogProps } from './notes-dialog.tsx';
import { ReportTextarea } from './report-textarea.tsx';

export const COMMENT_FIELDS: readonly TextField[] = ['comment', 'residentFamilyConcern', 'maintenance', 'pestControl'];

/**
 * The housekeeper's comments popup: the comment and the resident/family concern,
 * maintenance and pest control categories, the photos, and Refuse Cleaning. Read-only outside normal
 * mode. Email opens the Send Email popup (the screen's).
 */
export function CommentsPopup({
  texts,
  canRefuse,
  onText,
  onRefuse,
  onEmail,
  ...notes
}: NotesDialogProps & {
  texts: Record<TextField, string | null>;
  /** Refuse Cleaning is shown in normal mode, enabled when the room has a resident. */
  canRefuse: boolean | null;
  onText: (field: TextField, value: string) => void;
  onRefuse: () => void;
  onEmail: () => void;
}) {
  const { t } = useTranslation('cleaning');
  const [tab, setTab] = useState<string | null>('comment');
  const actions = (
    <Group gap="sm">
      <Button variant="light" leftSection={<IconMail aria-hidden />} onClick={onEmail} data-testid="comments-email">
        {t('email.open')}
      </Button>
      {canRefuse === null ? null : (
        <Button color="red" variant="light" leftSection={<IconHandStop aria-hidden />} disabled={!canRefuse} onClick={onRefuse}>
          {t('comments.refuse')}
        </Button>
      )}
    </Group>
  );
  return (
    <NotesDialog {...notes} title={t('comments.title')} testId="comments-popup" photosTestId="report-photos" actions={actions}>
      <Tabs value={tab} onChange={setTab} variant="outline">
        <Tabs.List>
          {COMMENT_FIELDS.map((field) => (
            <Tabs.Tab key={field} value={field} style={{ minHeight: 44 }} data-filled={Boolean(texts[field]?.trim())}>
              {t(`comments.${field}`)}
              {texts[field]?.trim() ? ' •' : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {COMMENT_FIELDS.map((field) => (
          <Tabs.Panel key={field} value={field} pt="sm">
            <ReportTextarea
              label={t(`comments.${field}`)}
              rows={COMMENT_ROWS}
              value={texts[field] ?? ''}
              readOnly={!notes.editable}
              onChange={(e) => onText(field, e.currentTarget.value)}
              data-testid={`text-${field}`}
              data-autofocus={field === 'comment' ? true : undefined}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </NotesDialog>
  );
}
