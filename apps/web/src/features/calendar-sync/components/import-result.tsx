import type { TCalendarImportResult } from '@carehome/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Step 5: what the import wrote, and where to see it: the schedule's week of the first imported day. */
export function ImportResult({ result, firstDay, onAgain }: { result: TCalendarImportResult; firstDay: string; onAgain: () => void }) {
  const { t } = useTranslation('calendar-sync');
  const { counts } = result;
  return (
    <Stack gap="md">
      <Alert color="teal" icon={<IconCalendarCheck aria-hidden />} title={t('result.title')} data-testid="import-result" role="status">
        <Text size="sm">
          {t('result.summary', { created: counts.create, updated: counts.update, unchanged: counts.unchanged, invalid: counts.invalid })}
        </Text>
        {result.removedIds.length > 0 && (
          <Text size="sm" data-testid="import-removed">
            {t('result.removed', { count: result.removedIds.length })}
          </Text>
        )}
      </Alert>
      <Group>
        <Button component={Link} to={`/facility/staffschedule?date=${firstDay}&view=week`} data-testid="open-schedule">
          {t('result.openSchedule')}
        </Button>
        <Button variant="default" onClick={onAgain}>
          {t('result.again')}
        </Button>
      </Group>
    </Stack>
  );
}
