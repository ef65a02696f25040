import type { TRoutine } from '@carehome/contracts';
import { Alert, ColorSwatch, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/query-state.tsx';
import { useConfigText } from '../../../lib/content-language.ts';
import { useHousekeepingConfig } from '../../../lib/housekeeping-config.ts';
import { type CleanTaskDraft, defaultCleanType, fitCleanTaskToRoutines, roomTypeRoutines } from '../model/arrival-clean-task.ts';

/**
 * A clean to schedule in one room (an outstanding task on its tile from the chosen time on), or no
 * clean. The clean types are the routines of the room's room type in the site's housekeeping
 * configuration; the first offered is `defaultCleanType` when the room type has it, else its routine of
 * `defaultKind` (Pre-Clean for an arrival). When the room changes to a type without the chosen clean
 * type, the choice moves to that type's default.
 */
export function CleanTaskFields({
  facilityId,
  roomType,
  value,
  onChange,
  defaultCleanType: preferred,
  defaultKind = 'Pre-Clean',
  label,
  description,
  errors,
  testId = 'clean-task',
}: {
  facilityId: string;
  /** The room's room type (id and/or name, as the data at hand has it); null: no room chosen. */
  roomType: { id?: string | null; name?: string | null } | null;
  value: CleanTaskDraft;
  onChange: (next: CleanTaskDraft) => void;
  defaultCleanType?: string | null;
  defaultKind?: TRoutine['kind'];
  label?: string;
  description?: string;
  errors?: { cleanType?: string | undefined; startAt?: string | undefined };
  testId?: string;
}) {
  const { t } = useTranslation('resident-arrival');
  const config = useHousekeepingConfig(facilityId);
  const name = useConfigText(config.data);
  const typeId = roomType?.id ?? null;
  const typeName = roomType?.name ?? null;
  const hasRoom = roomType !== null;
  const routines = useMemo(
    () => (hasRoom ? roomTypeRoutines(config.data, { id: typeId, name: typeName }) : []),
    [config.data, hasRoom, typeId, typeName],
  );
  const fallback = defaultCleanType(routines, preferred, defaultKind);

  // A clean type the room's type does not have (the room changed) moves to that type's default.
  useEffect(() => {
    if (!config.data || !hasRoom) return;
    const fitted = fitCleanTaskToRoutines(value, routines, fallback);
    if (fitted) onChange(fitted);
  }, [config.data, hasRoom, routines, value, fallback, onChange]);

  if (config.isError && !config.data) {
    return <LoadError error={config.error} onRetry={() => void config.refetch()} retrying={config.isFetching} />;
  }
  const noRoutines = Boolean(config.data && hasRoom && routines.length === 0);

  return (
    <Stack gap="sm" data-testid={testId}>
      <Radio.Group
        label={label ?? t('cleanTask.label')}
        description={description}
        value={value.schedule ? 'clean' : 'none'}
        onChange={(v) => onChange({ ...value, schedule: v === 'clean', cleanType: value.cleanType ?? fallback })}
      >
        <Stack gap="sm" mt="xs">
          <Radio
            value="clean"
            label={t('cleanTask.schedule')}
            disabled={!hasRoom || noRoutines}
            size="md"
            data-testid={`${testId}-schedule`}
          />
          {value.schedule ? (
            <Group gap="md" pl={34} align="flex-start" wrap="wrap">
              <Select
                label={t('cleanTask.cleanType')}
                placeholder={config.data ? undefined : t('cleanTask.loading')}
                data={routines.map((r) => ({ value: r.cleanType, label: name(r.cleanType) }))}
                value={value.cleanType}
                onChange={(v) => onChange({ ...value, cleanType: v })}
                allowDeselect={false}
                disabled={!config.data}
                error={errors?.cleanType}
                required
                size="md"
                w={280}
                data-testid={`${testId}-type`}
                comboboxProps={{ shadow: 'md' }}
                renderOption={({ option }) => {
                  const routine = routines.find((r) => r.cleanType === option.value);
                  return (
                    <Group gap="sm" wrap="nowrap">
                      {routine ? <ColorSwatch color={routine.color} size={16} aria-hidden /> : null}
                      <Text size="sm">{option.label}</Text>
                      {routine && routine.kind !== 'Standard' ? (
                        <Text size="xs" c="dimmed">
                          {t(`cleanTask.kind.${routine.kind}`)}
                        </Text>
                      ) : null}
                    </Group>
                  );
                }}
              />
              <TextInput
                type="datetime-local"
                label={t('cleanTask.from')}
                description={t('cleanTask.fromHelp')}
                value={value.startAt}
                onChange={(e) => onChange({ ...value, startAt: e.currentTarget.value })}
                error={errors?.startAt}
                required
                size="md"
                w={280}
                data-testid={`${testId}-start`}
              />
            </Group>
          ) : null}
          <Radio value="none" label={t('cleanTask.none')} size="md" data-testid={`${testId}-none`} />
        </Stack>
      </Radio.Group>
      {!hasRoom ? (
        <Text size="sm" c="dimmed">
          {t('cleanTask.noRoom')}
        </Text>
      ) : null}
      {noRoutines ? (
        <Alert color="gray" icon={<IconInfoCircle aria-hidden />}>
          {t('cleanTask.noRoutines', { roomType: typeName ? name(typeName) : '' })}
        </Alert>
      ) : null}
    </Stack>
  );
}
