import { Chip, Group, Input, MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AssignmentField,
  type AssignmentFormValues,
  assignableStaff,
  cleanTypeOptions,
  roomNumberOptions,
  WEEK_DAYS,
} from '../model/assignment-form.ts';
import { weekDayLabel } from '../model/assignment-summary.ts';
import { areaPaths } from '../model/schedule-view.ts';
import { useSchedule } from './schedule-context.ts';

/** The fields of an assignment: who, when (dates and week days), what (rooms, areas, room type, clean type), the task. */
export function AssignmentFields({
  values,
  errors,
  readOnly,
  onChange,
}: {
  values: AssignmentFormValues;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: <K extends AssignmentField>(field: K, value: AssignmentFormValues[K]) => void;
}) {
  const { t, i18n } = useTranslation('staff-schedule');
  const { schedule, name } = useSchedule();
  const names = useMemo(() => areaPaths(schedule.areas), [schedule.areas]);
  const staff = assignableStaff(schedule);
  const current = values.staffMemberId ? schedule.staff.find((s) => s.id === values.staffMemberId) : undefined;
  // An archived person named on an old assignment stays shown (read-only), never offered.
  const staffOptions = [...staff, ...(current?.isArchived ? [current] : [])].map((s) => ({ value: s.id, label: s.name }));
  const roomOptions = useMemo(() => roomNumberOptions(schedule), [schedule]);
  const areaOptions = useMemo(
    () => schedule.areas.map((a) => ({ value: a.id, label: names.get(a.id) ?? a.name })).sort((a, b) => a.label.localeCompare(b.label)),
    [schedule.areas, names],
  );
  const cleanTypes = cleanTypeOptions(schedule, values.roomTypeId);
  const common = { disabled: readOnly, size: 'md' as const };

  return (
    <SimpleGrid cols={2} spacing="lg">
      <Stack gap="sm">
        <Select
          {...common}
          label={t('form.staff')}
          placeholder={t('form.staffNone')}
          data={staffOptions}
          value={values.staffMemberId}
          onChange={(v) => onChange('staffMemberId', v)}
          searchable
          clearable
          error={errors.staffMemberId}
          data-testid="field-staff"
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            {...common}
            type="date"
            label={t('form.startDate')}
            value={values.startDate}
            onChange={(e) => onChange('startDate', e.currentTarget.value)}
            error={errors.startDate}
            required
            data-testid="field-start"
          />
          <TextInput
            {...common}
            type="date"
            label={t('form.endDate')}
            value={values.endDate}
            onChange={(e) => onChange('endDate', e.currentTarget.value)}
            error={errors.endDate}
            required
            data-testid="field-end"
          />
        </SimpleGrid>
        <Input.Wrapper label={t('form.weekDays')} description={t('form.weekDaysHint')} error={errors.scheduledDays}>
          <Chip.Group multiple value={values.scheduledDays.map(String)} onChange={(v) => onChange('scheduledDays', v.map(Number))}>
            <Group gap={6} mt={6} role="group" aria-label={t('form.weekDays')}>
              {WEEK_DAYS.map((d) => (
                <Chip key={d} value={String(d)} disabled={readOnly} size="md" data-testid={`weekday-${d}`}>
                  {weekDayLabel(d, i18n.language)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        <TextInput
          {...common}
          label={t('form.task')}
          placeholder={t('form.taskHint')}
          value={values.task}
          maxLength={300}
          onChange={(e) => onChange('task', e.currentTarget.value)}
          error={errors.task}
          data-testid="field-task"
        />
        <Textarea
          {...common}
          label={t('form.description')}
          value={values.description}
          maxLength={300}
          autosize
          minRows={3}
          maxRows={4}
          onChange={(e) => onChange('description', e.currentTarget.value)}
          error={errors.description}
          data-testid="field-description"
        />
      </Stack>
      <Stack gap="sm">
        <MultiSelect
          {...common}
          label={t('form.roomNumbers')}
          description={t('form.targetHint')}
          data={roomOptions}
          value={values.roomNumbers}
          onChange={(v) => onChange('roomNumbers', v)}
          searchable
          clearable
          hidePickedOptions
          maxDropdownHeight={240}
          error={errors.roomNumbers}
          data-testid="field-rooms"
          comboboxProps={{ withinPortal: true }}
        />
        <MultiSelect
          {...common}
          label={t('form.areas')}
          data={areaOptions}
          value={values.facilityAreas}
          onChange={(v) => onChange('facilityAreas', v)}
          searchable
          clearable
          error={errors.facilityAreas}
          data-testid="field-areas"
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={2} spacing="sm">
          <Select
            {...common}
            label={t('form.roomType')}
            placeholder={t('form.any')}
            data={schedule.roomTypes.map((rt) => ({ value: rt.id, label: name(rt.name) }))}
            value={values.roomTypeId}
            onChange={(v) => onChange('roomTypeId', v)}
            clearable
            error={errors.roomTypeId}
            data-testid="field-room-type"
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            {...common}
            label={t('form.cleanType')}
            placeholder={t('form.any')}
            // The value stays the clean type as written (what the assignment stores); the label is translated.
            data={(values.cleanType && !cleanTypes.includes(values.cleanType) ? [...cleanTypes, values.cleanType] : cleanTypes).map(
              (c) => ({
                value: c,
                label: name(c),
              }),
            )}
            value={values.cleanType}
            onChange={(v) => onChange('cleanType', v)}
            clearable
            error={errors.cleanType}
            data-testid="field-clean-type"
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
      </Stack>
    </SimpleGrid>
  );
}
