import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconUserQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAccount } from '../../../lib/session.ts';
import { useResident } from '../api/residents.ts';
import { AccessLogPanel } from '../components/access-log-panel.tsx';
import { ResidentForm } from '../components/resident-form.tsx';
import { ResidentMoves } from '../components/resident-moves.tsx';
import { ResidentTimeline } from '../components/resident-timeline.tsx';
import { RiskFlagBadges } from '../components/risk-flag-badges.tsx';
import { titledName } from '../model/resident-list.ts';

/**
 * /admin/resident/edit/:id: the resident's record (identity, photo, risk flags, notes), their moves
 * (discharge, transfer, return, undo a discharge) with the timeline, and the access log for
 * FacilityAdministrator and above.
 */
export default function ResidentEditPage() {
  const { id } = useParams();
  const { t } = useTranslation(['residents', 'pages']);
  const account = useAccount();
  const facilityId = account?.facility?.id;
  const timeZone = account?.facility?.timeZone ?? 'UTC';
  const detail = useResident(facilityId, id);
  const back = (
    <Button variant="subtle" component={Link} to="/admin/resident" leftSection={<IconArrowLeft size={18} aria-hidden />}>
      {t('edit.backToList')}
    </Button>
  );

  let body: ReactNode;
  if (detail.error instanceof ApiError && detail.error.status === 404) {
    body = <EmptyState icon={<IconUserQuestion size={34} />} title={t('edit.notFoundTitle')} description={t('edit.notFoundBody')} />;
  } else if (!detail.data) body = <QueryState query={detail} />;
  else {
    const { resident } = detail.data;
    body = (
      <Stack gap="lg" maw={960}>
        <Group gap="sm" wrap="wrap">
          <Text fw={600} fz="lg" data-testid="resident-name">
            {titledName(resident)}
          </Text>
          <Badge variant="light" color={resident.status === 'Resident' ? 'teal' : 'gray'} data-testid="resident-status">
            {t(`status.${resident.status}`)}
          </Badge>
          {resident.imported ? (
            <Badge variant="light" color="blue">
              {t('edit.importedBadge')}
            </Badge>
          ) : null}
          <RiskFlagBadges flags={resident} />
        </Group>
        <ResidentMoves detail={detail.data} timeZone={timeZone} />
        <ResidentTimeline events={detail.data.events} timeZone={timeZone} />
        <ResidentForm key={resident.id} resident={resident} />
        {detail.data.canReadAccessLog && facilityId ? (
          <AccessLogPanel facilityId={facilityId} residentId={resident.id} timeZone={timeZone} />
        ) : null}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={t('pages:titles.residentEdit')} actions={back} />
      {body}
    </>
  );
}
