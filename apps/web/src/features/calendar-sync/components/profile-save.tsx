import type { TCalendarImportProfile, TCalendarProfileRules } from '@carehome/contracts';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { fieldErrors } from '../../../lib/api-error.ts';
import { useSaveCalendarProfiles } from '../api/calendar-sync.ts';
import { profilesToSave, rulesUsable } from '../model/wizard.ts';

/** "Save as profile" or update the chosen one, from any step; a taken name is named beside the field. */
export function ProfileSave({
  facilityId,
  profiles,
  profileId,
  rules,
  includeCancelled,
  onSaved,
}: {
  facilityId: string;
  profiles: readonly TCalendarImportProfile[];
  profileId: string | null;
  rules: TCalendarProfileRules;
  includeCancelled: boolean;
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation(['calendar-sync', 'errors']);
  const chosen = profiles.find((p) => p.id === profileId) ?? null;
  const [name, setName] = useState(chosen?.name ?? '');
  const save = useSaveCalendarProfiles();
  useEffect(() => setName(chosen?.name ?? ''), [chosen?.name]);

  const run = (replaceId: string | null) => {
    save.mutate(profilesToSave(facilityId, profiles, name, rules, replaceId, includeCancelled), {
      onSuccess: (list) => {
        const saved = list.find((p) => p.id === replaceId) ?? list.find((p) => p.name === name.trim());
        if (saved) onSaved(saved.id);
      },
    });
  };
  const nameError = Object.entries(fieldErrors(t, save.error)).find(([field]) => field.endsWith('.name'))?.[1];
  const ready = name.trim() !== '' && rulesUsable(rules);

  return (
    <>
      <Group align="flex-end" gap="sm" data-testid="profile-save">
        <TextInput
          label={t('profile.name')}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            save.reset();
          }}
          error={nameError}
          w={260}
          maxLength={100}
        />
        {chosen && (
          <Button
            variant="light"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            disabled={!ready}
            loading={save.isPending}
            onClick={() => run(chosen.id)}
          >
            {t('profile.update')}
          </Button>
        )}
        <Button variant="default" disabled={!ready || name.trim() === chosen?.name} loading={save.isPending} onClick={() => run(null)}>
          {t('profile.saveNew')}
        </Button>
        {save.isSuccess && (
          <Text size="sm" c="teal.9" role="status">
            {t('profile.saved')}
          </Text>
        )}
      </Group>
      {save.error && !nameError ? <ErrorAlert error={save.error} /> : null}
    </>
  );
}
