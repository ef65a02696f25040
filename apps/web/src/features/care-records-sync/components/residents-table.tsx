import type { TSyncResident } from '@carehome/contracts';
import { Badge, Checkbox, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createsRoom, externalRoomLabel, patientName, selectionState } from '../model/resident-selection.ts';
import { SyncStatusBadge } from './status-badges.tsx';

/** The external residents with a checkbox each, how they compare with ours, and the room they get here. */
export function ResidentsTable({
  residents,
  chosen,
  onToggle,
  onToggleAll,
  disabled,
}: {
  residents: readonly TSyncResident[];
  chosen: ReadonlySet<string>;
  onToggle: (patientId: string) => void;
  onToggleAll: (all: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('care-records-sync');
  const state = selectionState(residents, chosen);
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="xs" highlightOnHover aria-label={t('residents.label')} data-testid="sync-residents-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>
                <Checkbox
                  size="md"
                  checked={state === 'all'}
                  indeterminate={state === 'some'}
                  onChange={() => onToggleAll(state !== 'all')}
                  aria-label={t('residents.chooseAllShown')}
                  disabled={disabled || residents.length === 0}
                />
              </Table.Th>
              <Table.Th>{t('residents.name')}</Table.Th>
              <Table.Th>{t('residents.room')}</Table.Th>
              <Table.Th>{t('residents.externalStatus')}</Table.Th>
              <Table.Th>{t('residents.syncStatus')}</Table.Th>
              <Table.Th>{t('residents.ourRoom')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {residents.map((r) => {
              const p = r.patient;
              const name = patientName(p);
              const room = externalRoomLabel(p);
              const isChosen = chosen.has(p.patientId);
              return (
                <Table.Tr
                  key={p.patientId}
                  bg={isChosen ? 'var(--mantine-primary-color-light)' : undefined}
                  onClick={() => !disabled && onToggle(p.patientId)}
                  style={{ cursor: disabled ? undefined : 'pointer' }}
                  data-testid="sync-resident-row"
                >
                  <Table.Td onClick={(e) => e.stopPropagation()}>
                    <Checkbox
                      size="md"
                      checked={isChosen}
                      onChange={() => onToggle(p.patientId)}
                      aria-label={t('residents.choose', { name })}
                      disabled={disabled}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('residents.patientId', { id: p.patientId })}
                    </Text>
                  </Table.Td>
                  <Table.Td>{room ?? <Text c="dimmed">—</Text>}</Table.Td>
                  <Table.Td>{t(`patientStatus.${p.status}`)}</Table.Td>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <SyncStatusBadge status={r.syncStatus} />
                      {r.syncStatus === 'Updated' && r.differences.length ? (
                        <Text size="xs" c="dimmed" data-testid="sync-differences">
                          {t('residents.differs', {
                            fields: r.differences.map((f) => t(`difference.${f}`, { defaultValue: f })).join(', '),
                          })}
                        </Text>
                      ) : null}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {r.roomId ? (
                      <Badge variant="light" color="teal" tt="none">
                        {t('residents.roomMatched', { room: p.roomNumber ?? '' })}
                      </Badge>
                    ) : createsRoom(r) ? (
                      <Badge variant="light" color="orange" tt="none" data-testid="room-created">
                        {t('residents.roomCreated', { room: p.roomNumber ?? '' })}
                      </Badge>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('residents.noRoom')}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
