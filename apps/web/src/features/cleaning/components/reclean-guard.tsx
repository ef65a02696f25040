import type { TAuditFailure, TCorrectiveAction, TReportOperation } from '@carehome/contracts';
import { type CleaningMode, completionStatus, type ShortcutKind, untickedFailures } from '@carehome/domain';
import { Button, Group, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CorrectiveActionSummary } from '../../../components/corrective-action.tsx';
import './reclean.css';
import { useConfigName } from './config-names.tsx';
import { ScreenDialog } from './screen-dialog.tsx';

interface Question {
  unticked: TAuditFailure[];
  incomplete: boolean;
  proceed: () => void;
}

/**
 * The cleaning screen's side of the corrective loop: a save that would leave a failed audit's re-clean
 * open (a shortcut, an incomplete report, a clean that leaves a failed operation unticked) is saved only
 * after the housekeeper is told which failed operations are not ticked. The server decides on the save
 * itself (a queued save replayed later is judged the same way); this only tells the person before.
 */
export function useRecleanGuard(action: TCorrectiveAction | null | undefined, mode: CleaningMode, timeZone: string) {
  const { t } = useTranslation('corrective');
  const name = useConfigName();
  const [question, setQuestion] = useState<Question | null>(null);
  const open = mode === 'normal' && action?.status === 'open' ? action : null;
  // The re-audit looks at the same operations the re-clean was asked to do.
  const shown = open ?? (mode === 'audit' && action?.status === 'reauditDue' ? action : null);

  /**
   * Runs `proceed` at once when the save ends the re-clean (or there is none), else asks first. `kind`:
   * the Save button's save (its status from the checklist) or a shortcut's.
   */
  const guard = (kind: 'save' | ShortcutKind, operations: readonly TReportOperation[], proceed: () => void) => {
    if (!open) return proceed();
    const status = kind === 'save' ? completionStatus(operations) : kind === 'roomOccupied' ? 'Incomplete' : 'Complete';
    const unticked = status === 'Complete' ? untickedFailures(open.failures, operations) : open.failures;
    if (!unticked.length) return proceed();
    setQuestion({ unticked, incomplete: status !== 'Complete', proceed });
  };

  /** The failed audit's words for an operation of the clean, while the re-clean (or its re-audit) asks for it. */
  const failureOf = (op: TReportOperation): string | null => {
    const f = shown?.failures.find((x) => x.id === op.id || (x.group === op.group && x.item === op.item));
    return f ? `${t('tile.failed')}: ${t(`result.${f.auditStatus}`)}` : null;
  };

  const dialog = (
    <ScreenDialog opened={question !== null} onClose={() => setQuestion(null)} title={t('confirm.title')} testId="reclean-confirm">
      <Group wrap="nowrap" align="flex-start" mb="sm">
        <IconAlertTriangle color="var(--mantine-color-red-8)" aria-hidden style={{ flexShrink: 0 }} />
        <Text>{t('confirm.body')}</Text>
      </Group>
      <List mb="sm" data-testid="reclean-unticked">
        {question?.unticked.map((f) => (
          <List.Item key={f.id}>{`${f.group ? `${name(f.group)} · ` : ''}${name(f.item)} — ${t(`result.${f.auditStatus}`)}`}</List.Item>
        ))}
      </List>
      {question?.incomplete ? <Text mb="sm">{t('confirm.incomplete')}</Text> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setQuestion(null)} data-autofocus>
          {t('confirm.keep')}
        </Button>
        <Button
          color="red"
          onClick={() => {
            const proceed = question?.proceed;
            setQuestion(null);
            proceed?.();
          }}
        >
          {t('confirm.save')}
        </Button>
      </Group>
    </ScreenDialog>
  );

  const banner = shown ? <CorrectiveActionSummary action={shown} timeZone={timeZone} hint={shown === open} name={name} /> : null;
  return { guard, failureOf, dialog, banner };
}
