import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

// Waits for the print texts on its own (Suspense), so the dashboard never waits for them.

/** On the room dashboard, with the DailyList filter: the list of today's rooms, printed. */
export function PrintListButton() {
  return (
    <Suspense fallback={null}>
      <ListButton />
    </Suspense>
  );
}

function ListButton() {
  const { t } = useTranslation('print');
  return (
    <Button
      component={Link}
      to="/print/dailylist"
      variant="default"
      size="sm"
      h={36}
      leftSection={<IconPrinter size={18} aria-hidden />}
      data-testid="print-daily-list"
    >
      {t('printList')}
    </Button>
  );
}
