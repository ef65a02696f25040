import type { TSuggestedAudit } from '@carehome/contracts';
import { hasRole, localDateToDisplay, savePermissionProblem } from '@carehome/domain';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChecklist, IconTarget } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { translateError } from '../../../lib/api-error.ts';
import { useConfigText } from '../../../lib/content-language.ts';
import { useHousekeepingConfig } from '../../../lib/housekeeping-config.ts';
import { useAccount } from '../../../lib/session.ts';
import { siteLayoutQueryOptions } from '../../../lib/site-layout.ts';
import { toast } from '../../../lib/toast.ts';
import { cleaningPath } from '../../dashboard/index.ts';
import { useAuditSuggestions } from '../api/audit-suggestions.ts';
import { useAuditTargets } from '../api/audit-targets.ts';
import { AuditProgress } from '../components/audit-progress.tsx';
import { SuggestionCard } from '../components/suggestion-card.tsx';
import { TargetsDialog } from '../components/targets-dialog.tsx';

/**
 * /audits (Lead Housekeeper and above): the week's audits against the site's and areas' targets, and the
 * day's rooms to audit, riskiest first, each saying why; 'Start audit' opens the room's last clean in
 * the audit mode of the cleaning screen. Supervisors set the weekly targets here.
 */
export default function AuditSuggestionsPage() {
  const { t } = useTranslation(['audit-planning', 'pages']);
  const navigate = useNavigate();
  const account = useAccount();
  const facilityId = account?.facility?.id;
  const timeZone = account?.facility?.timeZone ?? 'UTC';
  const manager = hasRole(account, 'FacilityAssistant');
  const list = useAuditSuggestions(facilityId);
  const targets = useAuditTargets(facilityId, manager);
  const layout = useQuery({ ...siteLayoutQueryOptions(facilityId), enabled: manager && Boolean(facilityId) });
  const configName = useConfigText(useHousekeepingConfig(facilityId).data);
  const [editing, setEditing] = useState(false);
  const data = list.data;

  const audit = (room: TSuggestedAudit, reportId: string) => {
    const problem = savePermissionProblem({ isStaffMember: Boolean(account?.staffMember), mode: 'audit' });
    if (problem) return toast(translateError(t, problem.code, problem.message), 'orange');
    navigate(cleaningPath({ roomId: room.roomId, mode: 'audit', reportId }));
  };

  const targetMet = data !== undefined && data.site.target !== null && data.site.done >= data.site.target;
  return (
    <>
      <PageHeader
        title={t('pages:titles.auditSuggestions')}
        actions={
          manager ? (
            <Button
              variant="light"
              leftSection={<IconTarget size={18} aria-hidden />}
              onClick={() => setEditing(true)}
              disabled={!targets.data || !layout.data}
            >
              {t('targets.button')}
            </Button>
          ) : null
        }
      />
      {!data ? (
        <QueryState query={list} />
      ) : (
        <Stack gap="lg">
          <AuditProgress
            site={data.site}
            areas={data.areas}
            week={t('progress.week', { from: localDateToDisplay(data.weekStart), to: localDateToDisplay(data.weekEnd) })}
          />
          <section aria-labelledby="audits-today">
            <Title order={2} size="h3" mb="xs" id="audits-today">
              {t('today', { date: localDateToDisplay(data.date) })}
            </Title>
            <Text c="dimmed" mb="md" maw={820}>
              {t('help')}
            </Text>
            {data.rooms.length ? (
              <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="suggested-rooms">
                {data.rooms.map((room, i) => (
                  <SuggestionCard key={room.roomId} rank={i + 1} room={room} timeZone={timeZone} configName={configName} onAudit={audit} />
                ))}
              </Stack>
            ) : (
              <Paper withBorder radius="md">
                {targetMet ? (
                  <EmptyState icon={<IconChecklist size={34} />} title={t('empty.metTitle')} description={t('empty.metDescription')} />
                ) : (
                  <EmptyState title={t('empty.noRoomsTitle')} description={t('empty.noRoomsDescription')} />
                )}
              </Paper>
            )}
          </section>
        </Stack>
      )}
      {editing && targets.data && layout.data ? (
        <TargetsDialog targets={targets.data} areas={layout.data.areas} onClose={() => setEditing(false)} />
      ) : null}
    </>
  );
}
