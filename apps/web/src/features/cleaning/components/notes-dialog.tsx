import type { TReportPhoto } from '@carehome/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoStrip } from './photo-strip.tsx';
import { ScreenDialog } from './screen-dialog.tsx';

/** What the housekeeper's and the auditor's comments popups are both given: their photos and closing. */
export interface NotesDialogProps {
  opened: boolean;
  photos: TReportPhoto[];
  editable: boolean;
  createdBy: string | null;
  onAddPhoto: (photo: TReportPhoto) => void;
  onRemovePhoto: (id: string) => void;
  onClose: () => void;
}

/**
 * The frame of a report's comments popup: its texts (`children`), the photos under them, then its
 * `actions` on the left and Done on the right.
 */
export function NotesDialog({
  title,
  testId,
  photosTestId,
  actions,
  children,
  ...notes
}: NotesDialogProps & { title: string; testId: string; photosTestId: string; actions: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('cleaning');
  // Every open dialog closes on Escape: while the camera or the viewer is over this one, it leaves Escape to them.
  const [covered, setCovered] = useState(false);
  return (
    <ScreenDialog opened={notes.opened} onClose={notes.onClose} title={title} size={900} closeOnEscape={!covered} testId={testId}>
      <Stack>
        {children}
        <PhotoStrip
          photos={notes.photos}
          editable={notes.editable}
          createdBy={notes.createdBy}
          onAdd={notes.onAddPhoto}
          onRemove={notes.onRemovePhoto}
          onOverlay={setCovered}
          testId={photosTestId}
        />
        <Group justify={actions ? 'space-between' : 'flex-end'}>
          {actions}
          <Button onClick={notes.onClose}>{t('comments.done')}</Button>
        </Group>
      </Stack>
    </ScreenDialog>
  );
}
