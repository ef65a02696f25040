import { roleIncludes } from '@carehome/domain';
import { Button, Text } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAccount } from '../../../lib/session.ts';
import { StaffPanel } from '../components/staff-panel.tsx';

/**
 * /staffdashboard (Housekeeper and above, outside app mode): today's briefing for the
 * person's position to tick, the acknowledgements waiting for them, and their own assignments with
 * progress. The rooms are on the room dashboard.
 */
export default function StaffDashboardPage() {
  const { t } = useTranslation(['briefings', 'pages']);
  const account = useAccount();
  const facilityId = account?.facility?.id;
  const rooms = account?.staffMember
    ? '/housekeeping'
    : roleIncludes(account?.role ?? 'Housekeeper', 'Nursing')
      ? '/facility/roomdashboard'
      : null;
  return (
    <>
      <PageHeader
        title={t('pages:titles.staffDashboard')}
        actions={
          rooms ? (
            <Button component={Link} to={rooms} variant="default" leftSection={<IconLayoutGrid size={18} aria-hidden />}>
              {t('staff.openRooms')}
            </Button>
          ) : null
        }
      />
      {facilityId ? <StaffPanel facilityId={facilityId} /> : <Text c="dimmed">{t('staff.noSite')}</Text>}
    </>
  );
}
