import { RESIDENT_TITLES, type TResidentTitle } from '@carehome/contracts';
import { Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PhotoField } from './photo-field.tsx';
import type { StepProps } from './step-props.ts';

/** Step 1: who is arriving (title, names, resident ID, arrival date, photo). */
export function WhoStep({ values, set, errors }: StepProps) {
  const { t } = useTranslation('resident-arrival');
  const name = [values.firstName, values.lastName].filter((x) => x.trim()).join(' ');
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Select
          label={t('who.namePrefix')}
          placeholder={t('who.noTitle')}
          data={[...RESIDENT_TITLES]}
          value={values.namePrefix || null}
          onChange={(v) => set({ namePrefix: (v ?? '') as TResidentTitle | '' })}
          clearable
          clearButtonProps={{ 'aria-label': t('who.clearTitle') }}
          size="md"
          w={150}
          data-testid="arrival-title"
        />
        <TextInput
          label={t('who.firstName')}
          value={values.firstName}
          onChange={(e) => set({ firstName: e.currentTarget.value })}
          error={errors.firstName}
          required
          maxLength={80}
          size="md"
          style={{ flex: 1 }}
          autoComplete="off"
          data-testid="arrival-first-name"
        />
        <TextInput
          label={t('who.lastName')}
          value={values.lastName}
          onChange={(e) => set({ lastName: e.currentTarget.value })}
          error={errors.lastName}
          required
          maxLength={80}
          size="md"
          style={{ flex: 1 }}
          autoComplete="off"
          data-testid="arrival-last-name"
        />
      </Group>
      <SimpleGrid cols={3} spacing="md">
        <TextInput
          label={t('who.nickName')}
          description={t('who.nickNameHelp')}
          value={values.nickName}
          onChange={(e) => set({ nickName: e.currentTarget.value })}
          error={errors.nickName}
          maxLength={80}
          size="md"
          autoComplete="off"
          data-testid="arrival-nick-name"
        />
        <TextInput
          label={t('who.residentId')}
          description={t('who.residentIdHelp')}
          value={values.residentId}
          onChange={(e) => set({ residentId: e.currentTarget.value })}
          error={errors.residentId}
          required
          maxLength={40}
          size="md"
          autoComplete="off"
          data-testid="arrival-resident-id"
        />
        <TextInput
          type="date"
          label={t('who.arrivalDate')}
          description={t('who.arrivalDateHelp')}
          value={values.arrivalDate}
          onChange={(e) => set({ arrivalDate: e.currentTarget.value })}
          error={errors.arrivalDate}
          required
          size="md"
          data-testid="arrival-date"
        />
      </SimpleGrid>
      <PhotoField photo={values.photo} name={name} onChange={(photo) => set({ photo })} />
      {errors.photo ? (
        <Text size="sm" c="red" role="alert">
          {errors.photo}
        </Text>
      ) : null}
    </Stack>
  );
}
