import type { TDashboardRoom, THistoryEntry } from '@carehome/contracts';
import { Alert, Box, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconHistory, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { errorText } from '../../../lib/api-error.ts';
import type { useRoomCleans } from '../api/dashboard.ts';
import type { NameOf } from '../model/tile-text.ts';

/**
 * A room's cleaning history as a table that scrolls inside the popup, newest first, with its
 * loading, empty and error states, a retry, and the next page on request; a row opens its report.
 */
export function HistoryList({
  room,
  history,
  cleans,
  columns,
  onOpen,
  name,
}: {
  room: TDashboardRoom;
  history: THistoryEntry[];
  cleans: ReturnType<typeof useRoomCleans>;
  columns: Column<THistoryEntry>[];
  onOpen(entry: THistoryEntry): void;
  /** The clean type in the reader's language: the search finds what the table shows. */
  name: NameOf;
}) {
  const { t } = useTranslation('room');
  const empty = history.length === 0;
  const firstLoad = cleans.isPending;
  return (
    <>
      {cleans.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="history-error">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm">
              {t('history.loadError')} {errorText(t, cleans.error)}
            </Text>
            <Button
              variant="light"
              color="red"
              leftSection={<IconRefresh size={18} aria-hidden />}
              onClick={() => void (cleans.isFetchNextPageError ? cleans.fetchNextPage() : cleans.refetch())}
              loading={cleans.isFetching}
            >
              {t('common:retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}

      {empty && firstLoad ? (
        <Group gap="sm" py="xl" justify="center" aria-busy="true">
          <Loader size="sm" />
          <Text c="dimmed">{t('history.loading')}</Text>
        </Group>
      ) : empty && !cleans.isError ? (
        <EmptyState icon={<IconHistory size={34} />} title={t('history.empty')} />
      ) : empty ? null : (
        <Box
          style={{ flex: '1 1 auto', minHeight: 160, overflowY: 'auto', overflowX: 'auto', overscrollBehavior: 'contain' }}
          data-testid="history-scroll"
        >
          <DataTable
            rows={history}
            columns={columns}
            rowKey={(e) => e.reportId}
            searchText={(e) => [name(e.cleanType), t(`history.status.${e.status}`), e.staffMember ?? '', e.comment ?? ''].join(' ')}
            initialSort={{ key: 'started', desc: true }}
            empty={null}
            label={t('history.tableLabel', { room: room.roomNumber })}
            onRowClick={onOpen}
            rowProps={(e) => ({ 'data-testid': 'history-row', 'data-report-id': e.reportId, 'data-status': e.status })}
            toolbar={
              firstLoad ? (
                <Group gap={6} aria-live="polite">
                  <Loader size="xs" />
                  <Text size="sm" c="dimmed">
                    {t('history.loadingAll')}
                  </Text>
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('history.openHint')}
                </Text>
              )
            }
          />
          {cleans.hasNextPage ? (
            <Group justify="center" mt="sm" mb="xs">
              <Button
                variant="default"
                onClick={() => void cleans.fetchNextPage()}
                loading={cleans.isFetchingNextPage}
                disabled={cleans.isFetchingNextPage}
                data-testid="history-load-more"
              >
                {t('history.loadMore')}
              </Button>
            </Group>
          ) : null}
        </Box>
      )}
    </>
  );
}
