import { Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScreenDialog } from './screen-dialog.tsx';
import type { PartialQuestion } from './use-cleaning-saves.ts';

/**
 * The two questions of the cleaning screen before leaving it: a Save that would make the report
 * Incomplete says how many required tasks are not done (a partial clean is never saved as a full one without asking), and Cancel with changes asks 'Are
 * you sure? Changes will be lost.' Keeping on cleaning is the default of both.
 */
export function SaveQuestions({
  partial,
  onConfirmPartial,
  onCancelPartial,
  confirmCancel,
  onLeave,
  onStay,
}: {
  partial: PartialQuestion | null;
  onConfirmPartial: () => void;
  onCancelPartial: () => void;
  confirmCancel: boolean;
  onLeave: () => void;
  onStay: () => void;
}) {
  const { t } = useTranslation('cleaning');
  return (
    <>
      <ScreenDialog opened={partial !== null} onClose={onCancelPartial} title={t('partial.title')} testId="partial-confirm">
        <Group wrap="nowrap" align="flex-start" mb="lg">
          <IconAlertTriangle color="var(--mantine-color-orange-8)" aria-hidden style={{ flexShrink: 0 }} />
          <Text>{partial ? t('partial.body', { left: partial.left, count: partial.required }) : ''}</Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancelPartial} data-autofocus>
            {t('partial.keepCleaning')}
          </Button>
          <Button onClick={onConfirmPartial}>{partial?.recipients?.length ? t('partial.saveAndSend') : t('partial.save')}</Button>
        </Group>
      </ScreenDialog>
      <ScreenDialog opened={confirmCancel} onClose={onStay} title={t('cancelConfirm.title')} testId="cancel-confirm">
        <Text mb="lg">{t('cancelConfirm.body')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onStay} data-autofocus>
            {t('cancelConfirm.stay')}
          </Button>
          <Button color="red" onClick={onLeave}>
            {t('cancelConfirm.leave')}
          </Button>
        </Group>
      </ScreenDialog>
    </>
  );
}
