import { ROUTINE_KINDS, type TRoutine } from '@carehome/contracts';
import { Autocomplete, Select, SimpleGrid, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IntField } from '../../../components/schedule-editor/fields.tsx';
import { ColorField } from './fields.tsx';
import { useNameDescription } from './missing-languages.tsx';
import { RoutineOutbreakFields } from './routine-outbreak-fields.tsx';

/** The names offered while typing a routine's clean type and its tags. */
export interface Suggestions {
  cleanTypes: string[];
  tags: string[];
}

interface Props {
  routine: TRoutine;
  /** The routine's path in the configuration ('roomTypes.0.routines.1'), for its fields' problems. */
  prefix: string;
  set: (fn: (r: TRoutine) => TRoutine) => void;
  /** Makes the routine the room type's default (or not): the other routines of the type follow. */
  onDefault: (on: boolean) => void;
  suggestions: Suggestions;
  duplicateName: boolean;
  fieldError: (path: string) => string | undefined;
}

/** A routine's General tab: its clean type (with the languages it lacks), kind, priority, colour, QR code, tags and flags. */
export function RoutineGeneralFields({ routine, prefix, set, onDefault, suggestions, duplicateName, fieldError }: Props) {
  const { t } = useTranslation(['config', 'errors']);
  const cleanTypeDescription = useNameDescription(routine.cleanType, t('routines.cleanTypeHelp'));
  const cleanTypeError = fieldError(`${prefix}.cleanType`) ?? (duplicateName ? t('errors:config.duplicate_clean_type') : undefined);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Autocomplete
          label={t('routines.cleanType')}
          description={cleanTypeDescription}
          required
          value={routine.cleanType}
          onChange={(cleanType) => set((r) => ({ ...r, cleanType }))}
          data={suggestions.cleanTypes}
          error={cleanTypeError}
          maxLength={60}
          size="md"
          data-path={`${prefix}.cleanType`}
        />
        <Select
          label={t('routines.kind')}
          description={t('routines.kindHelp')}
          data={ROUTINE_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          value={routine.kind}
          allowDeselect={false}
          onChange={(kind) => kind && set((r) => ({ ...r, kind: kind as TRoutine['kind'] }))}
          data-path={`${prefix}.kind`}
        />
        <IntField
          label={t('routines.priority')}
          description={t('routines.priorityHelp')}
          value={routine.priority}
          onChange={(n) => set((r) => ({ ...r, priority: n ?? 0 }))}
          error={fieldError(`${prefix}.priority`)}
          w="100%"
          data-path={`${prefix}.priority`}
        />
        <ColorField
          label={t('routines.color')}
          description={t('routines.colorHelp')}
          value={routine.color}
          onChange={(color) => set((r) => ({ ...r, color }))}
          error={fieldError(`${prefix}.color`)}
          data-path={`${prefix}.color`}
        />
        <TextInput
          label={t('routines.qrCode')}
          description={t('routines.qrCodeHelp')}
          value={routine.qrCode ?? ''}
          onChange={(e) => {
            const v = e.currentTarget.value;
            set((r) => ({ ...r, qrCode: v.trim() ? v : null }));
          }}
          maxLength={64}
          error={fieldError(`${prefix}.qrCode`)}
          data-path={`${prefix}.qrCode`}
        />
        <TagsInput
          label={t('routines.tags')}
          description={t('routines.tagsHelp')}
          value={routine.tags}
          onChange={(tags) => set((r) => ({ ...r, tags: [...new Set(tags.map((x) => x.trim()).filter(Boolean))] }))}
          data={suggestions.tags}
          acceptValueOnBlur
          maxTags={30}
          size="md"
          error={fieldError(`${prefix}.tags`)}
          data-path={`${prefix}.tags`}
        />
      </SimpleGrid>
      <Switch
        size="md"
        label={t('routines.isDefault')}
        description={t('routines.isDefaultHelp')}
        checked={routine.isDefault}
        onChange={(e) => onDefault(e.currentTarget.checked)}
      />
      <Switch
        size="md"
        label={t('routines.stateClean')}
        description={t('routines.stateCleanHelp')}
        checked={routine.stateClean}
        onChange={(e) => {
          const stateClean = e.currentTarget.checked;
          set((r) => ({ ...r, stateClean }));
        }}
      />
      <RoutineOutbreakFields routine={routine} prefix={prefix} set={set} fieldError={fieldError} />
    </Stack>
  );
}
