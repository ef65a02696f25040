import { Button, Menu } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../../../lib/session.ts';
import { staffScheduleQueryOptions } from '../api/staff-schedule.ts';
import { scheduleSheets } from '../print/model/print-sheets.ts';

/** On the staff schedule's day view: the whole day, or one person's list (from the day the view shows). */
export function PrintScheduleMenu({ date, mode }: { date: string; mode: string }) {
  if (mode !== 'day') return null;
  return (
    <Suspense fallback={null}>
      <ScheduleMenu date={date} />
    </Suspense>
  );
}

function ScheduleMenu({ date }: { date: string }) {
  const { t } = useTranslation('print');
  const account = useAccount();
  // The day view's own read of the schedule (same key): no second request.
  const schedule = useQuery(staffScheduleQueryOptions(account?.facility?.id, date, date));
  // Only the people of the sheets are read here, never their clean types: those stay as written.
  const people = schedule.data ? scheduleSheets(schedule.data, date, [], (text) => text).filter((s) => s.staffMemberId !== null) : [];
  const to = (staff?: string | null) => `/print/schedule?date=${date}${staff ? `&staff=${staff}` : ''}`;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" h={42} leftSection={<IconPrinter size={18} aria-hidden />} data-testid="print-schedule">
          {t('print')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={to()} data-testid="print-day">
          {t('printDay')}
        </Menu.Item>
        {people.length ? <Menu.Divider /> : null}
        {people.map((p) => (
          <Menu.Item key={p.staffMemberId} component={Link} to={to(p.staffMemberId)} data-testid="print-person">
            {t('printPerson', { name: p.name })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
