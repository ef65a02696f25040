import { ROOM_IMPORT_FIELDS, type TRoomImportField, type TRoomImportPreview } from '@carehome/contracts';
import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const NOT_USED = '';

/**
 * The columns of a checked rooms file: each with the field it fills or 'Not used' (from its header, as
 * the residents import reads headers), changeable; a change checks the rows again.
 */
export function ImportColumns({
  columns,
  onChange,
}: {
  columns: TRoomImportPreview['columns'];
  onChange: (next: (TRoomImportField | null)[]) => void;
}) {
  const { t } = useTranslation('layout');
  const data = [{ value: NOT_USED, label: t('importNotUsed') }, ...ROOM_IMPORT_FIELDS.map((f) => ({ value: f, label: t(`column.${f}`) }))];
  const set = (i: number, value: string | null) =>
    onChange(columns.map((c, j) => (j === i ? ((value || null) as TRoomImportField | null) : c.field)));
  return (
    <Stack gap={6} data-testid="room-import-columns">
      <Text size="sm" fw={600}>
        {t('importColumnsTitle')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('importColumnsHelp')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
        {columns.map((c, i) => (
          <Select
            // biome-ignore lint/suspicious/noArrayIndexKey: a column's place in the file is its identity
            key={i}
            size="sm"
            label={c.header || t('importNoHeader', { n: i + 1 })}
            aria-label={t('importFieldOf', { column: c.header || i + 1 })}
            data={data}
            value={c.field ?? NOT_USED}
            onChange={(v) => set(i, v)}
            allowDeselect={false}
            data-field={c.field ?? 'none'}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
