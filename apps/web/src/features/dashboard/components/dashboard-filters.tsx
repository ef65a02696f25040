import { ASSIGNMENT_FILTERS, type TAssignmentFilter, type THousekeepingConfig } from '@carehome/contracts';
import type { DashboardFilters } from '@carehome/domain';
import { Group, Select } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DROPDOWN_ON_OPEN } from '../../../components/dropdown-on-open.ts';
import { useConfigText } from '../../../lib/content-language.ts';
import { type AreaNode, areaLevels } from '../model/area-tree.ts';
import { PrintListButton } from './print-list-button.tsx';

const EVERYTHING = '';
const ALL_TYPES = '';

/**
 * A filter wide enough for its longest choice (about 9 px a character at the input's size, plus the
 * chevron), between 190 and 320 px: 'Tous les types de chambres' is not cut, a long area name does not
 * push the others off the line.
 */
function fitWidth(labels: readonly string[]): number {
  const longest = Math.max(0, ...labels.map((l) => l.length));
  return Math.min(320, Math.max(190, Math.round(longest * 9 + 64)));
}

/**
 * The dashboard's filters: assignments (hidden for restricted-area staff), room type ('All Room Types')
 * and the cascading areas ('Everything' at each level). Memoized: the page re-renders on tooltip hints
 * and live-state changes, which leave the filters as they were.
 */
export const DashboardFilterBar = memo(function DashboardFilterBar({
  config,
  areas,
  filters,
  onChange,
  showAssignment,
  rootArea,
}: {
  config: THousekeepingConfig;
  areas: Map<string | null, AreaNode[]>;
  filters: DashboardFilters;
  onChange(next: DashboardFilters): void;
  showAssignment: boolean;
  /** A restricted area: the cascade starts inside it. */
  rootArea: string | null;
}) {
  const { t } = useTranslation('dashboard');
  const name = useConfigText(config);
  // Shown in the reader's language; the value stays the room type's id.
  const roomTypes = config.roomTypes.map((r) => ({ value: r.id, label: name(r.roomType) }));
  const levels = areaLevels(areas, filters.areaPath, rootArea);
  const roomTypeValid = filters.roomTypeId === null || config.roomTypes.some((r) => r.id === filters.roomTypeId);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="dashboard-filters">
      {showAssignment ? (
        <Select
          label={t('filters.assignments')}
          data={ASSIGNMENT_FILTERS.map((f) => ({ value: f, label: t(`assignment.${f}`) }))}
          value={filters.assignment}
          onChange={(v) => onChange({ ...filters, assignment: (v as TAssignmentFilter | null) ?? 'All' })}
          allowDeselect={false}
          w={fitWidth(ASSIGNMENT_FILTERS.map((f) => t(`assignment.${f}`)))}
          comboboxProps={DROPDOWN_ON_OPEN}
        />
      ) : null}
      <Select
        label={t('filters.roomType')}
        data={[{ value: ALL_TYPES, label: t('filters.allRoomTypes') }, ...roomTypes]}
        value={roomTypeValid ? (filters.roomTypeId ?? ALL_TYPES) : ALL_TYPES}
        onChange={(v) => onChange({ ...filters, roomTypeId: v ? v : null })}
        allowDeselect={false}
        w={fitWidth([t('filters.allRoomTypes'), ...roomTypes.map((r) => r.label)])}
        comboboxProps={DROPDOWN_ON_OPEN}
      />
      {levels.map((level, i) => (
        <Select
          key={level.parent ?? 'top'}
          label={
            i === 0
              ? t('filters.area')
              : t('filters.areaWithin', { area: levels[i - 1]?.options.find((o) => o.id === levels[i - 1]?.value)?.name ?? '' })
          }
          data={[{ value: EVERYTHING, label: t('filters.everything') }, ...level.options.map((o) => ({ value: o.id, label: o.name }))]}
          value={level.value ?? EVERYTHING}
          onChange={(v) => onChange({ ...filters, areaPath: [...filters.areaPath.slice(0, i), ...(v ? [v] : [])] })}
          allowDeselect={false}
          w={fitWidth([t('filters.everything'), ...level.options.map((o) => o.name)])}
          data-testid={`area-filter-${i}`}
          comboboxProps={DROPDOWN_ON_OPEN}
        />
      ))}
      {!showAssignment || filters.assignment === 'DailyList' ? <PrintListButton /> : null}
    </Group>
  );
});
