import type { TReportPhoto } from '@carehome/contracts';
import { COMMENT_ROWS } from '@carehome/domain';
import { Button, Group, Modal, Stack, Tabs } from '@mantine/core';
import { IconHandStop, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextField } from '../model/draft.ts';
import { PhotoStrip } from './photo-strip.tsx';
import { ReportTextarea } from './report-textarea.tsx';

export const COMMENT_FIELDS: readonly TextField[] = ['comment', 'residentFamilyConcern', 'maintenance', 'pestControl'];

/**
 * The housekeeper's comments popup: the comment and the resident/family concern,
 * maintenance and pest control categories, the photos, and Refuse Cleaning. Read-only outside normal
 * mode. Email opens the Send Email popup (the screen's).
 */
export function CommentsPopup({
  opened,
  texts,
  photos,
  editable,
  canRefuse,
  createdBy,
  onText,
  onAddPhoto,
  onRemovePhoto,
  onRefuse,
  onEmail,
  onClose,
}: {
  opened: boolean;
  texts: Record<TextField, string | null>;
  photos: TReportPhoto[];
  editable: boolean;
  /** Refuse Cleaning is shown in normal mode, enabled when the room has a resident. */
  canRefuse: boolean | null;
  createdBy: string | null;
  onText: (field: TextField, value: string) => void;
  onAddPhoto: (photo: TReportPhoto) => void;
  onRemovePhoto: (id: string) => void;
  onRefuse: () => void;
  onEmail: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('cleaning');
  // Every open dialog closes on Escape: while the camera or the viewer is over this one, it leaves Escape to them.
  const [covered, setCovered] = useState(false);
  const [tab, setTab] = useState<string | null>('comment');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('comments.title')}
      size={900}
      centered
      zIndex={300}
      closeOnEscape={!covered}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      data-testid="comments-popup"
    >
      <Stack>
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
                readOnly={!editable}
                onChange={(e) => onText(field, e.currentTarget.value)}
                data-testid={`text-${field}`}
                data-autofocus={field === 'comment' ? true : undefined}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
        <PhotoStrip
          photos={photos}
          editable={editable}
          createdBy={createdBy}
          onAdd={onAddPhoto}
          onRemove={onRemovePhoto}
          onOverlay={setCovered}
          testId="report-photos"
        />
        <Group justify="space-between">
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
          <Button onClick={onClose}>{t('comments.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
