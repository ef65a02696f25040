import type { TUndo } from '@carehome/contracts';
import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error.ts';
import { formatDisplayTime } from '../../../lib/dates.ts';
import { useUndoChange } from '../api/undo.ts';

/** Takes back the change just made (until `undo.until`), then says it was undone — or why it cannot be. */
export function UndoButton({ facilityId, undo }: { facilityId: string; undo: TUndo }) {
  const { t } = useTranslation('staff-schedule');
  const take = useUndoChange();
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <Text size="sm" fw={600} data-testid="undone">
        {t('undo.done')}
      </Text>
    );
  }
  const until = formatDisplayTime(undo.until);
  return (
    <Group gap="xs" mt={6}>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        loading={take.isPending}
        onClick={() => take.mutate({ facilityId, id: undo.id }, { onSuccess: () => setDone(true) })}
        data-testid="undo"
      >
        {t('undo.button')}
      </Button>
      <Text size="sm">{take.isError ? errorText(t, take.error) : t('undo.until', { time: until })}</Text>
    </Group>
  );
}
