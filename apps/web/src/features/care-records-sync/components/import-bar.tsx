import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The import's choices kept in view under the list: how many residents are chosen, quick selections,
 * the rooms the import creates (their areas are asked for next) and the import button.
 */
export function ImportBar({
  chosenCount,
  shownCount,
  roomsToCreate,
  onSelectAll,
  onSelectChanged,
  onSelectNone,
  onImport,
  importing,
  disabled,
}: {
  chosenCount: number;
  shownCount: number;
  /** The room numbers the import creates (their areas are asked for in the next step). */
  roomsToCreate: readonly string[];
  onSelectAll: () => void;
  onSelectChanged: () => void;
  onSelectNone: () => void;
  onImport: () => void;
  importing: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('care-records-sync');
  return (
    <Paper withBorder shadow="sm" p="md" pos="sticky" bottom={0} style={{ zIndex: 2 }} data-testid="import-bar">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text fw={600} aria-live="polite" data-testid="chosen-count">
            {t('residents.chosen', { count: chosenCount, total: shownCount })}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={onSelectAll} disabled={disabled || shownCount === 0}>
              {t('residents.selectAll')}
            </Button>
            <Button variant="default" onClick={onSelectChanged} disabled={disabled || shownCount === 0}>
              {t('residents.selectChanged')}
            </Button>
            <Button variant="default" onClick={onSelectNone} disabled={disabled || chosenCount === 0}>
              {t('residents.selectNone')}
            </Button>
          </Group>
        </Group>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed" style={{ flex: 1 }} data-testid="import-rooms-hint">
            {roomsToCreate.length
              ? t('residents.roomsNext', { count: roomsToCreate.length, rooms: roomsToCreate.join(', ') })
              : chosenCount
                ? t('residents.allRoomsExist')
                : t('residents.chooseHint')}
          </Text>
          <Button
            size="md"
            leftSection={<IconCloudDownload size={20} aria-hidden />}
            onClick={onImport}
            loading={importing}
            disabled={disabled || chosenCount === 0}
            data-testid="import-button"
          >
            {t('residents.import', { count: chosenCount })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
