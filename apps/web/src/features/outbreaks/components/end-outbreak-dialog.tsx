import { OUTBREAK_NOTE_MAX, type TOutbreak } from '@carehome/contracts';
import { Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { withSaveFeedback } from '../../../lib/save-feedback.ts';
import { useEndOutbreak } from '../api/outbreaks.ts';

/**
 * Ends an outbreak after saying what it asks for: the closing terminal clean of each room it covers, of the
 * clean type chosen here (the site's deepest clean proposed), and a closing note.
 */
export function EndOutbreakDialog({
  outbreak,
  cleanTypes,
  defaultCleanType,
  cleanTypeName,
  place,
  onClose,
}: {
  outbreak: TOutbreak;
  cleanTypes: readonly string[];
  defaultCleanType: string | null;
  cleanTypeName: (name: string) => string;
  place: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('outbreaks');
  const end = useEndOutbreak();
  const [cleanType, setCleanType] = useState(defaultCleanType ?? cleanTypes[0] ?? '');
  const [note, setNote] = useState('');

  const confirm = async () => {
    await withSaveFeedback(
      () => end.mutateAsync({ facilityId: outbreak.facilityId, id: outbreak.id, terminalCleanType: cleanType, note: note || null }),
      { saved: t('ended') },
    ).then(onClose, () => undefined);
  };

  return (
    <ConfirmDialog
      opened
      title={t('endTitle', { place })}
      confirmLabel={t('endConfirm')}
      loading={end.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <Stack gap="md">
        <Select
          label={t('terminalCleanType')}
          data={cleanTypes.map((c) => ({ value: c, label: cleanTypeName(c) }))}
          value={cleanType}
          onChange={(v) => setCleanType(v ?? cleanType)}
          allowDeselect={false}
        />
        <Text size="sm" data-testid="terminal-cleans">
          {outbreak.rooms.length
            ? t('terminalCleans', { count: outbreak.rooms.length, cleanType: cleanTypeName(cleanType), rooms: outbreak.rooms.join(', ') })
            : t('noRooms')}
        </Text>
        <Textarea
          label={t('note')}
          autosize
          minRows={2}
          maxLength={OUTBREAK_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
      </Stack>
    </ConfirmDialog>
  );
}
