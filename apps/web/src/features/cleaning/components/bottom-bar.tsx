import type { TReportPhoto } from '@carehome/contracts';
import { Button } from '@mantine/core';
import { IconCamera, IconDeviceFloppy, IconInfoSquare, IconMessage, IconMessageStar, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface CommentBox {
  title: string;
  preview: string | null;
  photos: TReportPhoto[];
  disabled: boolean;
  onOpen: () => void;
  testId: string;
}

function Box({ box, icon }: { box: CommentBox; icon: 'housekeeper' | 'auditor' }) {
  const { t } = useTranslation('cleaning');
  const photos = box.photos.filter((p) => !p.isDeleted).length;
  const Icon = icon === 'housekeeper' ? IconMessage : IconMessageStar;
  return (
    <button type="button" className="cl-box" onClick={box.onOpen} disabled={box.disabled} data-testid={box.testId}>
      <span className="cl-box-title">
        <Icon size={18} aria-hidden style={{ flexShrink: 0 }} />
        {box.title}
      </span>
      <span className="cl-box-line">
        <span className="cl-box-preview">{box.preview ?? t('bottom.noComments')}</span>
        {photos ? (
          <span className="cl-box-photos">
            <IconCamera size={16} aria-hidden />
            {t('bottom.photoCount', { count: photos })}
          </span>
        ) : null}
      </span>
    </button>
  );
}

/**
 * The bottom buttons of the cleaning screen: Cancel (Close in read-only), task details, the housekeeper's
 * comments and photos box, the auditor/supervisor comments box, the supervisor comment link, and Save
 * (disabled in read-only).
 */
export function BottomBar({
  readonly,
  canSave,
  saving,
  hasTaskDetails,
  housekeeper,
  auditor,
  onCancel,
  onTaskDetails,
  onSupervisorNote,
  onSave,
}: {
  readonly: boolean;
  canSave: boolean;
  saving: boolean;
  hasTaskDetails: boolean;
  housekeeper: CommentBox | null;
  auditor: CommentBox | null;
  onCancel: () => void;
  onTaskDetails: () => void;
  /** The supervisor comment link: shown for a saved report. */
  onSupervisorNote: (() => void) | null;
  onSave: () => void;
}) {
  const { t } = useTranslation('cleaning');
  return (
    <footer className="cl-bottom" data-testid="cleaning-bottom">
      <Button variant="default" size="lg" leftSection={<IconX aria-hidden />} onClick={onCancel} data-testid="cleaning-cancel">
        {readonly ? t('bottom.close') : t('bottom.cancel')}
      </Button>
      <Button
        variant="light"
        size="lg"
        leftSection={<IconInfoSquare aria-hidden />}
        onClick={onTaskDetails}
        disabled={!hasTaskDetails}
        data-testid="routine-details-button"
      >
        {t('bottom.taskDetails')}
      </Button>
      {housekeeper ? <Box box={housekeeper} icon="housekeeper" /> : null}
      {auditor ? <Box box={auditor} icon="auditor" /> : null}
      {onSupervisorNote ? (
        <Button variant="subtle" size="lg" onClick={onSupervisorNote} data-testid="supervisor-note-link" td="underline">
          {t('bottom.supervisorComment')}
        </Button>
      ) : null}
      <Button
        size="lg"
        leftSection={<IconDeviceFloppy aria-hidden />}
        onClick={onSave}
        disabled={readonly || !canSave}
        loading={saving}
        data-testid="cleaning-save"
        ml="auto"
      >
        {t('bottom.save')}
      </Button>
    </footer>
  );
}
