import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The import's choices kept in view under the list: how many residents are chosen, quick selections,
 * the area new rooms go in (only when some room is created) and the import button.
 */
export function ImportBar({
  chosenCount,
  shownCount,
  roomsToCreate,
  areas,
  areaId,
  areaError,
  onArea,
  onSelectAll,
  onSelectChanged,
  onSelectNone,
  onImport,
  importing,
  disabled,
}: {
  chosenCount: number;
  shownCount: number;
  /** The room numbers the import creates; the area is asked for when there are some. */
  roomsToCreate: readonly string[];
  areas: { value: string; label: string }[] | undefined;
  areaId: string | null;
  areaError: string | undefined;
  onArea: (id: string | null) => void;
  onSelectAll: () => void;
  onSelectChanged: () => void;
  onSelectNone: () => void;
  onImport: () => void;
  importing: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('care-records-sync');
  const needsArea = roomsToCreate.length > 0;
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
          {needsArea ? (
            areas && areas.length === 0 ? (
              <Alert color="orange" style={{ flex: 1 }} data-testid="no-areas">
                {t('residents.noAreas', { rooms: roomsToCreate.join(', ') })}
              </Alert>
            ) : (
              <Select
                label={t('residents.area')}
                description={t('residents.areaHelp', { count: roomsToCreate.length, rooms: roomsToCreate.join(', ') })}
                placeholder={t('residents.areaPlaceholder')}
                data={areas ?? []}
                value={areaId}
                onChange={onArea}
                error={areaError}
                required
                searchable
                nothingFoundMessage={t('residents.areaNone')}
                style={{ flex: 1, minWidth: 280 }}
                data-testid="area-select"
              />
            )
          ) : (
            <Text size="sm" c="dimmed" style={{ flex: 1 }}>
              {chosenCount ? t('residents.allRoomsExist') : t('residents.chooseHint')}
            </Text>
          )}
          <Button
            size="md"
            leftSection={<IconCloudDownload size={20} aria-hidden />}
            onClick={onImport}
            loading={importing}
            disabled={disabled || chosenCount === 0 || (needsArea && areas?.length === 0)}
            data-testid="import-button"
          >
            {t('residents.import', { count: chosenCount })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
