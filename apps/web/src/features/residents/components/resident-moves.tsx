import type { TResidentDetail } from '@carehome/contracts';
import { Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconArrowsExchange, IconDoorEnter, IconDoorExit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../components/action-button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { FormSection } from '../../../components/form/form-section.tsx';
import { toast } from '../../../lib/toast.ts';
import { useResidentMove } from '../api/save-resident.ts';
import { displayDate, roomLabel, titledName } from '../model/resident-list.ts';
import { DischargeDialog } from './discharge-dialog.tsx';
import { ReturnDialog } from './return-dialog.tsx';
import { TransferDialog } from './transfer-dialog.tsx';
import { useSiteNames } from './use-site-names.ts';

type Open = 'discharge' | 'transfer' | 'return' | 'undo' | null;

/**
 * Where the resident lives and the moves open to them: a resident can be discharged or transferred; a
 * discharged resident can return, and their latest discharge can be undone (a discharge the family
 * disputes).
 */
export function ResidentMoves({ detail, timeZone }: { detail: TResidentDetail; timeZone: string }) {
  const { t } = useTranslation(['residents', 'common']);
  const name = useSiteNames();
  const { resident, events } = detail;
  const [open, setOpen] = useState<Open>(null);
  const undo = useResidentMove();
  const inHome = resident.status === 'Resident';
  const canUndo = !inHome && events[0]?.kind === 'discharge';
  const close = () => setOpen(null);

  const where = inHome
    ? resident.room
      ? t('moves.livesIn', { room: roomLabel(resident.room), type: resident.room.roomType ? name(resident.room.roomType) : '' })
      : t('moves.noRoom')
    : t('moves.dischargedOn', { date: displayDate(resident.dischargeDate) });

  const confirmUndo = () =>
    undo.mutate(
      { facilityId: resident.facilityId, id: resident.id, kind: 'undoDischarge' },
      {
        onSuccess: () => {
          toast(t('moves.undone', { name: titledName(resident) }));
          close();
        },
      },
    );

  return (
    <FormSection title={t('moves.title')} testId="moves">
      <Text size="sm" mb="md" data-testid="where">
        {where}
      </Text>
      {resident.imported ? (
        <Text size="sm" c="dimmed" data-testid="moves-imported">
          {t('moves.importedNote')}
        </Text>
      ) : (
        <Group gap="sm">
          {inHome ? (
            <>
              <ActionButton variant="light" icon={IconArrowsExchange} onClick={() => setOpen('transfer')} data-testid="transfer">
                {t('moves.transfer')}
              </ActionButton>
              <ActionButton variant="light" color="red" icon={IconDoorExit} onClick={() => setOpen('discharge')} data-testid="discharge">
                {t('moves.discharge')}
              </ActionButton>
            </>
          ) : (
            <>
              <ActionButton icon={IconDoorEnter} onClick={() => setOpen('return')} data-testid="return">
                {t('moves.return')}
              </ActionButton>
              {canUndo ? (
                <ActionButton
                  variant="light"
                  color="orange"
                  icon={IconArrowBackUp}
                  onClick={() => {
                    undo.reset();
                    setOpen('undo');
                  }}
                  data-testid="undo-discharge"
                >
                  {t('moves.undo')}
                </ActionButton>
              ) : null}
            </>
          )}
        </Group>
      )}
      {open === 'discharge' ? <DischargeDialog resident={resident} timeZone={timeZone} onClose={close} /> : null}
      {open === 'transfer' ? <TransferDialog resident={resident} timeZone={timeZone} onClose={close} /> : null}
      {open === 'return' ? <ReturnDialog resident={resident} timeZone={timeZone} onClose={close} /> : null}
      <ConfirmDialog
        opened={open === 'undo'}
        title={t('moves.undoTitle', { name: titledName(resident) })}
        confirmLabel={t('moves.undo')}
        danger={false}
        loading={undo.isPending}
        onConfirm={confirmUndo}
        onCancel={close}
      >
        <Text mb="sm">{t('moves.undoBody', { date: displayDate(resident.dischargeDate) })}</Text>
        {undo.error ? <ErrorAlert error={undo.error} testId="undo-error" /> : null}
      </ConfirmDialog>
    </FormSection>
  );
}
