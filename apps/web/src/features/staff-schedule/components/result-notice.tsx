import type { TUndo } from '@carehome/contracts';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UndoButton } from './undo-button.tsx';

/** What the last action did, in words that stay until closed (a split, a closed assignment, copies). */
export interface ResultNoticeValue {
  title: string;
  message: string;
  color?: 'blue' | 'teal' | 'orange';
  /** The change can be taken back for a while. */
  undo?: { facilityId: string; value: TUndo } | undefined;
}

export function ResultNotice({ value, onClose }: { value: ResultNoticeValue; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      color={value.color ?? 'teal'}
      icon={<IconInfoCircle aria-hidden />}
      title={value.title}
      withCloseButton
      onClose={onClose}
      closeButtonLabel={t('close')}
      role="status"
      data-testid="result-notice"
    >
      {value.message}
      {value.undo ? <UndoButton key={value.undo.value.id} facilityId={value.undo.facilityId} undo={value.undo.value} /> : null}
    </Alert>
  );
}
