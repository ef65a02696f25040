import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconFlask, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useAccount } from '../../../lib/session.ts';
import { useAtpLimits, useSaveAtpLimits } from '../api/atp-limits.ts';
import { LimitsTable } from '../components/limits-table.tsx';
import { defaultRows, emptyRow, type LimitRow, rowProblems, toLimits, toRows } from '../model/limit-rows.ts';

/**
 * ATP limits (supervisors): the current site's pass / caution / fail limits per luminometer brand and,
 * optionally, per surface. The audit screen bands each reading with them. A site without limits is
 * offered the makers' (Hygiena and 3M Clean-Trace).
 */
export default function AtpLimitsPage() {
  const { t } = useTranslation('atp-limits');
  const facility = useAccount()?.facility;
  const limits = useAtpLimits(facility?.id);
  const save = useSaveAtpLimits();
  const [rows, setRows] = useState<LimitRow[] | null>(null);
  const [tried, setTried] = useState(false);
  const loaded = limits.isPlaceholderData ? undefined : limits.data;

  useEffect(() => {
    if (loaded && rows === null) setRows(toRows(loaded));
  }, [loaded, rows]);

  // A provider administrator between organizations has no site to set limits for.
  if (!facility) return <NoSite title={t('title')} text={t('noSite')} />;
  const problems = rows ? rowProblems(rows) : {};
  const change = (key: string, field: string, value: string | number) => {
    save.reset();
    setRows((list) => (list ?? []).map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  };
  const add = (extra: LimitRow[]) => {
    save.reset();
    setRows((list) => [...(list ?? []), ...extra]);
  };
  const submit = () => {
    setTried(true);
    if (!rows || Object.keys(problems).length) return;
    save.mutate({ facilityId: facility.id, limits: toLimits(rows) }, { onSuccess: (saved) => setRows(toRows(saved)) });
  };
  const addButton = (
    <Button variant="default" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => add([emptyRow()])} size="md">
      {t('add')}
    </Button>
  );

  return (
    <Stack gap="md">
      <PageHeader title={t('title')} />
      <Text c="dimmed">{t('intro', { site: facility.name })}</Text>
      {!rows ? (
        <QueryState query={limits} />
      ) : rows.length === 0 && !loaded?.length ? (
        <Paper withBorder radius="md">
          <EmptyState
            title={t('empty.title')}
            description={t('empty.description')}
            icon={<IconFlask size={34} />}
            action={
              <Group justify="center">
                <Button size="md" onClick={() => add(defaultRows())} data-testid="atp-defaults">
                  {t('useDefaults')}
                </Button>
                {addButton}
              </Group>
            }
          />
        </Paper>
      ) : (
        <Paper withBorder radius="md" p="md">
          <LimitsTable
            rows={rows}
            problems={tried ? problems : {}}
            onChange={change}
            onRemove={(key) => {
              save.reset();
              setRows((list) => (list ?? []).filter((r) => r.key !== key));
            }}
          />
          <Group justify="space-between" mt="md">
            {addButton}
            <Button size="md" onClick={submit} loading={save.isPending} data-testid="atp-save">
              {t('save')}
            </Button>
          </Group>
        </Paper>
      )}
      {save.isSuccess ? (
        <Alert color="teal" icon={<IconCheck aria-hidden />} role="status" data-testid="atp-saved">
          {t('saved')}
        </Alert>
      ) : null}
      {save.error ? <ErrorAlert error={save.error} /> : null}
    </Stack>
  );
}

function NoSite({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap="md">
      <PageHeader title={title} />
      <EmptyState title={text} />
    </Stack>
  );
}
