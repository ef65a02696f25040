import type { TDashboardRoom, THousekeepingConfig } from '@carehome/contracts';
import { type CleaningMode, savePermissionProblem } from '@carehome/domain';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CorrectiveActionSummary } from '../../../components/corrective-action.tsx';
import { translateError } from '../../../lib/api-error.ts';
import { useConfigText } from '../../../lib/content-language.ts';
import { formatDisplayDateTime } from '../../../lib/dates.ts';
import { type CleaningLink, cleaningPath } from '../model/cleaning-link.ts';
import { roomResidents } from './room-tile.tsx';

/** The Pre-Clean Summary's resident (photo, flags, notes) loads with the first summary, not with the tiles. */
export const loadResidentSummary = () => import('./resident-summary.tsx');
const ResidentSummary = lazy(() => loadResidentSummary().then((m) => ({ default: m.ResidentSummary })));

type Step =
  | { kind: 'none' }
  | { kind: 'cannotStart'; room: TDashboardRoom; marking: boolean }
  | { kind: 'notAllowed'; mode: CleaningMode; code: string; message: string }
  | { kind: 'continue'; room: TDashboardRoom; reportId: string; cleanType: string; startDate: string }
  | { kind: 'summary'; room: TDashboardRoom; link: CleaningLink };

/**
 * Starting a clean from a tile or a scanned code (clicking a tile): a room type without
 * routines cannot be cleaned ('Could not start cleaning', naming the type); an incomplete last report
 * offers 'Continue last cleaning report'; a room with a resident shows the 'Pre-Clean Summary' first.
 * An account that may not save what it would start (a system user who is not a staff member) is told so
 * before the screen opens, not after the work at Save.
 */
export function useStartCleaning(config: THousekeepingConfig | undefined, timeZone: string, isStaffMember = true) {
  const { t } = useTranslation('dashboard');
  const name = useConfigText(config);
  const typeOf = (room: TDashboardRoom) => (room.roomType ? name(room.roomType) : t('tile.noType'));
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'none' });
  const close = () => setStep({ kind: 'none' });

  /** True (and says why) when this account could not save what `mode` would start. */
  const refused = useCallback(
    (mode: CleaningMode) => {
      const problem = savePermissionProblem({ isStaffMember, mode });
      if (problem) setStep({ kind: 'notAllowed', mode, ...problem });
      return problem !== null;
    },
    [isStaffMember],
  );

  const hasRoutines = useCallback(
    (room: TDashboardRoom) => Boolean(config?.roomTypes.find((r) => r.id === room.roomTypeId)?.routines.length),
    [config],
  );

  /** The last step: the resident's summary when there is a resident, then the cleaning screen. */
  const open = useCallback(
    (room: TDashboardRoom, link: CleaningLink) => {
      if (roomResidents(room).length) setStep({ kind: 'summary', room, link });
      else {
        setStep({ kind: 'none' });
        navigate(cleaningPath(link));
      }
    },
    [navigate],
  );

  const start = useCallback(
    (room: TDashboardRoom) => {
      if (refused('normal')) return;
      if (!hasRoutines(room)) {
        setStep({ kind: 'cannotStart', room, marking: false });
        return;
      }
      const last = room.housekeepingHistory[0];
      if (last?.status === 'Incomplete') {
        setStep({ kind: 'continue', room, reportId: last.reportId, cleanType: last.cleanType, startDate: last.startDate });
        return;
      }
      open(room, { roomId: room.id, mode: 'clean', cleanType: room.status.currentCleanType });
    },
    [refused, hasRoutines, open],
  );

  const startMarking = useCallback(
    (room: TDashboardRoom) => {
      if (refused('marking')) return;
      if (!hasRoutines(room)) setStep({ kind: 'cannotStart', room, marking: true });
      else navigate(cleaningPath({ roomId: room.id, mode: 'marking', cleanType: room.status.currentCleanType }));
    },
    [refused, hasRoutines, navigate],
  );

  const audit = useCallback(
    (room: TDashboardRoom, reportId: string) => {
      if (!refused('audit')) navigate(cleaningPath({ roomId: room.id, mode: 'audit', reportId }));
    },
    [refused, navigate],
  );

  let dialog: ReactNode = null;
  if (step.kind === 'notAllowed') {
    const title = t(
      step.mode === 'marking' ? 'start.cannotStartMarking' : step.mode === 'audit' ? 'start.cannotAudit' : 'start.cannotStart',
    );
    dialog = (
      <CannotStartDialog title={title} onClose={close}>
        <Stack gap={4}>
          <Text data-testid="save-permission">{translateError(t, step.code, step.message)}</Text>
          <Text c="dimmed" fz="sm">
            {t('start.staffOnly')}
          </Text>
        </Stack>
      </CannotStartDialog>
    );
  } else if (step.kind === 'cannotStart') {
    const title = step.marking ? t('start.cannotStartMarking') : t('start.cannotStart');
    dialog = (
      <CannotStartDialog title={title} onClose={close}>
        <Text>
          {step.marking
            ? t('start.noMarkingRoutines', { roomType: typeOf(step.room) })
            : t('start.noRoutines', { roomType: typeOf(step.room) })}
        </Text>
      </CannotStartDialog>
    );
  } else if (step.kind === 'continue') {
    const { room } = step;
    dialog = (
      <Modal opened onClose={close} title={t('start.continueTitle')} centered>
        <Stack>
          <Text>
            {t('start.continueBody', {
              cleanType: name(step.cleanType),
              room: room.roomNumber,
              date: formatDisplayDateTime(step.startDate, timeZone),
            })}
          </Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => open(room, { roomId: room.id, mode: 'clean', cleanType: room.status.currentCleanType })}
            >
              {t('start.startNew')}
            </Button>
            <Button
              data-autofocus
              onClick={() => open(room, { roomId: room.id, mode: 'continue', reportId: step.reportId, cleanType: step.cleanType })}
            >
              {t('start.continue')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  } else if (step.kind === 'summary') {
    const residents = roomResidents(step.room);
    dialog = residents.length ? (
      <Modal
        opened
        onClose={close}
        title={t('start.summaryTitle')}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <Stack>
          <Text c="dimmed">
            {t('start.summaryRoom', { room: step.room.roomNumber, type: step.room.roomType ? name(step.room.roomType) : '' })}
          </Text>
          {step.room.correctiveAction ? (
            <CorrectiveActionSummary action={step.room.correctiveAction} timeZone={timeZone} name={name} />
          ) : null}
          <Suspense fallback={<Loader size="sm" />}>
            {residents.map((resident) => (
              <ResidentSummary key={resident.id} resident={resident} />
            ))}
          </Suspense>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('start.cancel')}
            </Button>
            <Button
              data-autofocus
              onClick={() => {
                const link = step.link;
                close();
                navigate(cleaningPath(link));
              }}
            >
              {t('start.startCleaning')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    ) : null;
  }

  return { start, startMarking, audit, dialog };
}

/** Why a room cannot be opened (`children`, beside a warning sign), with OK to close. */
function CannotStartDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('common:close') }}>
      <Stack>
        <Group wrap="nowrap" align="flex-start">
          <IconAlertTriangle color="var(--mantine-color-red-8)" style={{ flexShrink: 0 }} aria-hidden />
          {children}
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('start.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
