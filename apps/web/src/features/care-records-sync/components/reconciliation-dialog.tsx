import type { TSyncResident, TSyncRun } from '@carehome/contracts';
import { Alert, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useApplyReconciliation, useReconciliation } from '../api/reconciliation.ts';
import {
  applyRequest,
  choosePair,
  dischargeOffers,
  initialChoices,
  patientsToPair,
  type ReconcileChoices,
  roomsNeeded,
  roomsWithoutArea,
} from '../model/reconciliation.ts';
import { DischargeSection, PairsSection, RoomsSection } from './reconciliation-sections.tsx';

/**
 * The step before an import: each chosen patient paired with the resident here they are (or a new one),
 * the residents the care-records system does not know offered for discharge, each new room given its
 * area. The first connection asks about every resident entered by hand; later ones only what changed.
 */
export function ReconciliationDialog({
  facilityId,
  dataSourceId,
  chosen,
  areas,
  onClose,
  onStarted,
}: {
  facilityId: string;
  dataSourceId: string;
  /** The residents chosen in the list, as it compares them. */
  chosen: readonly TSyncResident[];
  areas: { value: string; label: string }[];
  onClose: () => void;
  onStarted: (run: TSyncRun) => void;
}) {
  const { t } = useTranslation(['care-records-sync', 'common']);
  const rec = useReconciliation(facilityId, dataSourceId, true);
  const apply = useApplyReconciliation();
  const ids = useMemo(() => new Set(chosen.map((r) => r.patient.patientId)), [chosen]);
  const [choices, setChoices] = useState<ReconcileChoices | null>(null);
  useEffect(() => {
    if (rec.data && !choices) setChoices(initialChoices(rec.data, ids));
  }, [rec.data, choices, ids]);

  const data = rec.data;
  const toPair = data ? patientsToPair(data, ids) : [];
  const offers = data && choices ? dischargeOffers(data, choices) : [];
  const rooms = data ? roomsNeeded(data, ids) : [];
  const missing = choices ? roomsWithoutArea(choices) : [];

  const confirm = () => {
    if (!data || !choices) return;
    apply.mutate(applyRequest({ facilityId, dataSourceId }, chosen, data, choices), { onSuccess: onStarted });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t('reconcile.title')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      data-testid="reconcile-dialog"
    >
      {!data || !choices ? (
        <QueryState query={rec} />
      ) : (
        <Stack gap="lg">
          <Text size="sm">{data.firstConnection ? t('reconcile.introFirst') : t('reconcile.introLater')}</Text>
          {toPair.length ? (
            <PairsSection
              patients={toPair}
              residents={data.residents}
              pairs={choices.pairs}
              onPair={(patientId, residentId) => setChoices((c) => (c ? choosePair(c, patientId, residentId) : c))}
            />
          ) : null}
          {offers.length ? (
            <>
              <Divider />
              <DischargeSection
                residents={offers}
                discharge={choices.discharge}
                onToggle={(id, on) =>
                  setChoices((c) => {
                    if (!c) return c;
                    const discharge = new Set(c.discharge);
                    if (on) discharge.add(id);
                    else discharge.delete(id);
                    return { ...c, discharge };
                  })
                }
              />
            </>
          ) : null}
          {rooms.length ? (
            <>
              <Divider />
              {areas.length ? (
                <RoomsSection
                  rooms={rooms}
                  areas={areas}
                  chosen={choices.areas}
                  onArea={(room, areaId) => setChoices((c) => (c ? { ...c, areas: new Map(c.areas).set(room, areaId) } : c))}
                />
              ) : (
                <Alert color="orange" data-testid="no-areas">
                  {t('residents.noAreas', { rooms: rooms.map((r) => r.roomNumber).join(', ') })}
                </Alert>
              )}
            </>
          ) : null}
          {!toPair.length && !offers.length && !rooms.length ? <Text size="sm">{t('reconcile.nothingToDecide')}</Text> : null}
          {apply.error ? <ErrorAlert error={apply.error} testId="reconcile-error" /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button
              leftSection={<IconCloudDownload size={20} aria-hidden />}
              onClick={confirm}
              loading={apply.isPending}
              disabled={missing.length > 0}
              data-testid="reconcile-confirm"
            >
              {choices.discharge.size
                ? t('reconcile.confirmWithDischarge', { count: chosen.length, discharged: choices.discharge.size })
                : t('residents.import', { count: chosen.length })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
