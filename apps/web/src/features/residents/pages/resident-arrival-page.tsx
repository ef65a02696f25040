import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHistory, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionButton } from '../../../components/action-button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDisplayDateTime } from '../../../lib/dates.ts';
import { useAccount } from '../../../lib/session.ts';
import { ArrivalWorkflow } from '../arrival/arrival-workflow.tsx';
import { localDraftStore } from '../arrival/draft-store.ts';
import {
  ARRIVAL_STEPS,
  type ArrivalDraft,
  arrivalDraftKey,
  clearArrivalDraft,
  emptyArrival,
  loadArrivalDraft,
} from '../model/arrival-draft.ts';

/** /admin/resident/new: the resident arrival workflow, offering to continue an unfinished one first. */
export default function ResidentArrivalPage() {
  const { t } = useTranslation(['resident-arrival', 'pages']);
  const account = useAccount();
  const facility = account?.facility ?? null;
  const person = account?.staffMember?.id ?? account?.email ?? 'user';
  const draftKey = facility ? arrivalDraftKey(facility.id, person) : '';
  const [pending, setPending] = useState<ArrivalDraft | null>(() => (draftKey ? loadArrivalDraft(localDraftStore, draftKey) : null));
  const [start, setStart] = useState<ArrivalDraft | 'new' | null>(() => (pending ? null : 'new'));
  const [run, setRun] = useState(0);

  const back = (
    <Button variant="subtle" component={Link} to="/admin/resident" leftSection={<IconArrowLeft size={18} aria-hidden />}>
      {t('backToList')}
    </Button>
  );
  if (!facility) {
    return (
      <>
        <PageHeader title={t('title')} actions={back} />
        <EmptyState title={t('noSite')} />
      </>
    );
  }

  let body: React.ReactNode;
  if (start === null && pending) {
    const v = pending.values;
    const name = [v.firstName.trim(), v.lastName.trim()].filter(Boolean).join(' ') || t('resume.unnamed');
    body = (
      <Card withBorder padding="xl" maw={720} data-testid="arrival-resume">
        <Stack gap="md">
          <Title order={2} fz="h3">
            {t('resume.title')}
          </Title>
          <Text>
            {t('resume.body', {
              name,
              step: pending.step + 1,
              total: ARRIVAL_STEPS.length,
              when: formatDisplayDateTime(pending.updatedAt, facility.timeZone),
            })}
          </Text>
          <Group gap="sm">
            <ActionButton size="md" icon={IconHistory} onClick={() => setStart(pending)} data-testid="arrival-continue">
              {t('resume.continue')}
            </ActionButton>
            <ActionButton
              size="md"
              variant="default"
              icon={IconRefresh}
              onClick={() => {
                clearArrivalDraft(localDraftStore, draftKey);
                setPending(null);
                setStart('new');
                setRun((n) => n + 1);
              }}
              data-testid="arrival-restart"
            >
              {t('resume.restart')}
            </ActionButton>
          </Group>
        </Stack>
      </Card>
    );
  } else {
    const draft = start !== 'new' ? start : null;
    body = (
      <ArrivalWorkflow
        key={`${draftKey}-${run}`}
        facilityId={facility.id}
        timeZone={facility.timeZone}
        draftKey={draftKey}
        initialStep={draft?.step ?? 0}
        initialValues={draft?.values ?? emptyArrival(facility.timeZone)}
      />
    );
  }

  return (
    <>
      <PageHeader title={t('title')} actions={back} />
      <Text c="dimmed" size="sm" mt={-8} mb="md" maw={900}>
        {t('intro')}
      </Text>
      {body}
    </>
  );
}
