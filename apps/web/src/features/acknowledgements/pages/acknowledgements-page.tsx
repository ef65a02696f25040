import { ACKNOWLEDGEMENT_LEVELS } from '@carehome/contracts';
import { roleIncludes } from '@carehome/domain';
import { Stack, Tabs, Text } from '@mantine/core';
import { IconClipboardCheck, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconTab } from '../../../components/icon-tab.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDataDate } from '../../../lib/dates.ts';
import { useAccount } from '../../../lib/session.ts';
import { useAcknowledgements } from '../api/acknowledgements.ts';
import { BriefingReport } from '../components/briefing-report.tsx';
import { LevelList } from '../components/level-list.tsx';

/**
 * /admin/acknowledgements (Nursing and above): the acknowledgements staff are asked for, by
 * jurisdiction level; a level the user may not edit is read-only. Supervisors and above
 * also get the briefing report.
 */
export default function AcknowledgementsPage() {
  const { t } = useTranslation(['acknowledgements', 'pages']);
  const account = useAccount();
  const facilityId = account?.facility?.id;
  const timeZone = account?.facility?.timeZone ?? 'UTC';
  const list = useAcknowledgements(facilityId);
  const supervisor = roleIncludes(account?.role ?? 'Housekeeper', 'FacilityAssistant');
  const today = formatDataDate(new Date(), timeZone);

  const levels = list.data ? (
    <Stack gap="xl">
      {[...ACKNOWLEDGEMENT_LEVELS].reverse().map((level) => (
        <LevelList
          key={level}
          level={level}
          rows={list.data.acknowledgements.filter((a) => a.level === level)}
          editable={list.data.editableLevels.includes(level)}
          facilityId={facilityId as string}
          today={today}
        />
      ))}
    </Stack>
  ) : (
    <QueryState query={list} />
  );

  return (
    <>
      <PageHeader title={t('pages:titles.acknowledgements')} />
      <Text c="dimmed" mb="md" maw={820}>
        {t('help')}
      </Text>
      {!facilityId ? (
        <Text c="dimmed">{t('noSite')}</Text>
      ) : supervisor ? (
        <Tabs defaultValue="list" keepMounted={false}>
          <Tabs.List mb="md">
            <IconTab value="list" icon={IconShieldCheck} label={t('tabs.list')} />
            <IconTab value="report" icon={IconClipboardCheck} label={t('tabs.report')} />
          </Tabs.List>
          <Tabs.Panel value="list">{levels}</Tabs.Panel>
          <Tabs.Panel value="report">
            <BriefingReport facilityId={facilityId} timeZone={timeZone} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        levels
      )}
    </>
  );
}
