import type { TDashboardResident } from '@carehome/contracts';
import { Avatar, Group, List, Stack, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiImage } from '../../../components/api-image.tsx';
import { RISK_FLAGS } from './room-tile.tsx';

/** One resident of the Pre-Clean Summary: photo (or a user icon), name, risk flags and pre-clean notes. */
export function ResidentSummary({ resident }: { resident: TDashboardResident }) {
  const { t } = useTranslation('dashboard');
  const flags = RISK_FLAGS.filter(([key]) => resident[key]);
  return (
    <Stack gap="sm" data-testid="summary-resident">
      <Group wrap="nowrap" align="flex-start">
        {resident.photo ? (
          <ApiImage fileName={resident.photo} alt={resident.displayName} w={96} h={96} radius="md" fit="cover" />
        ) : (
          <Avatar size={96} radius="md" aria-hidden>
            <IconUser size={48} />
          </Avatar>
        )}
        <Stack gap={4}>
          <Text fw={700} fz="xl">
            {resident.namePrefix ? `${resident.namePrefix} ${resident.displayName}` : resident.displayName}
          </Text>
          {flags.length ? (
            <Group gap={6}>
              {flags.map(([key, letter]) => (
                <span key={key} className="dash-flag" role="img" aria-label={t(`flags.${key}`)} title={t(`flags.${key}`)}>
                  {letter}
                </span>
              ))}
              <Text fz="sm">{flags.map(([key]) => t(`flags.${key}`)).join(', ')}</Text>
            </Group>
          ) : null}
        </Stack>
      </Group>
      <Stack gap={4}>
        <Text fw={600}>{t('start.preCleanNotes')}</Text>
        {resident.preCleanNotes.length ? (
          <List spacing={4}>
            {resident.preCleanNotes.map((n) => (
              <List.Item key={n}>{n}</List.Item>
            ))}
          </List>
        ) : (
          <Text c="dimmed">{t('start.noPreCleanNotes')}</Text>
        )}
      </Stack>
    </Stack>
  );
}
