import type { TReconcileNewRoom, TReconcilePatient, TReconcileResident } from '@carehome/contracts';
import { Badge, Checkbox, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { externalRoomLabel, patientName } from '../model/resident-selection.ts';

// The three questions of the reconciliation before an import: who each patient is here, which
// residents the care-records system does not know leave, and where each new room goes.

const NEW = 'new';

/** A section's title, and what it asks when there is more to say. */
function SectionTitle({ title, help }: { title: string; help?: string }) {
  return (
    <>
      <Title order={3} size="h5">
        {title}
      </Title>
      {help ? (
        <Text size="sm" c="dimmed">
          {help}
        </Text>
      ) : null}
    </>
  );
}
const residentLabel = (r: TReconcileResident, noRoom: string) => `${r.firstName} ${r.lastName} · ${r.roomNumber ?? noRoom}`;

/** Each patient with the resident here they are (the proposal first; the nurse confirms or changes it). */
export function PairsSection({
  patients,
  residents,
  pairs,
  onPair,
}: {
  patients: readonly TReconcilePatient[];
  residents: readonly TReconcileResident[];
  pairs: ReadonlyMap<string, string | null>;
  onPair: (patientId: string, residentId: string | null) => void;
}) {
  const { t } = useTranslation('care-records-sync');
  const options = [
    { value: NEW, label: t('reconcile.newResident') },
    ...residents.map((r) => ({ value: r.id, label: residentLabel(r, t('residents.noRoom')) })),
  ];
  return (
    <Stack gap="xs">
      <SectionTitle title={t('reconcile.pairsTitle')} help={t('reconcile.pairsHelp')} />
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reconcile.there')}</Table.Th>
            <Table.Th>{t('reconcile.here')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {patients.map(({ patient, residentId, reason }) => {
            const chosen = pairs.get(patient.patientId) ?? null;
            const name = patientName(patient);
            return (
              <Table.Tr key={patient.patientId} data-testid="reconcile-pair" data-patient-id={patient.patientId}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {externalRoomLabel(patient) ?? t('residents.noRoom')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    <Select
                      aria-label={t('reconcile.pairLabel', { name })}
                      data={options}
                      value={chosen ?? NEW}
                      onChange={(v) => onPair(patient.patientId, !v || v === NEW ? null : v)}
                      allowDeselect={false}
                      searchable
                      data-testid="reconcile-pair-select"
                    />
                    {reason && chosen === residentId ? (
                      <Badge variant="light" color="teal" size="sm">
                        {t(`reconcile.reason.${reason}`)}
                      </Badge>
                    ) : null}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The residents the care-records system does not know, each offered for discharge (none by default). */
export function DischargeSection({
  residents,
  discharge,
  onToggle,
}: {
  residents: readonly TReconcileResident[];
  discharge: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
}) {
  const { t } = useTranslation('care-records-sync');
  return (
    <Stack gap="xs">
      <SectionTitle title={t('reconcile.unknownTitle')} help={t('reconcile.unknownHelp')} />
      {residents.map((r) => (
        <Checkbox
          key={r.id}
          label={t('reconcile.discharge', { name: `${r.firstName} ${r.lastName}`, room: r.roomNumber ?? t('residents.noRoom') })}
          checked={discharge.has(r.id)}
          onChange={(e) => onToggle(r.id, e.currentTarget.checked)}
          data-testid="reconcile-discharge"
        />
      ))}
    </Stack>
  );
}

/** Each room the site lacks, with its area (suggested from the system's unit or floor). */
export function RoomsSection({
  rooms,
  areas,
  chosen,
  onArea,
}: {
  rooms: readonly TReconcileNewRoom[];
  areas: { value: string; label: string }[];
  chosen: ReadonlyMap<string, string | null>;
  onArea: (roomNumber: string, areaId: string | null) => void;
}) {
  const { t } = useTranslation('care-records-sync');
  return (
    <Stack gap="xs">
      <SectionTitle title={t('reconcile.roomsTitle')} />
      {rooms.map((r) => (
        <Select
          key={r.roomNumber}
          label={t('reconcile.roomArea', { room: r.roomNumber })}
          description={r.unit || r.floor ? t('reconcile.roomPlace', { place: [r.unit, r.floor].filter(Boolean).join(' · ') }) : undefined}
          placeholder={t('residents.areaPlaceholder')}
          data={areas}
          value={chosen.get(r.roomNumber) ?? null}
          onChange={(v) => onArea(r.roomNumber, v)}
          error={chosen.get(r.roomNumber) ? undefined : t('residents.areaRequired')}
          searchable
          nothingFoundMessage={t('residents.areaNone')}
          data-testid="reconcile-room-area"
        />
      ))}
    </Stack>
  );
}
