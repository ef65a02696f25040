import {
  AUDIT_STATUSES,
  type TAtpLimit,
  type TAtpReading,
  type TAuditStatus,
  type TDetailImage,
  type TReportOperation,
} from '@carehome/contracts';
import { type AuditContext, type CleaningMode, canEdit, effectiveAuditStatus, NEXT_AUDIT_STATUS, tileState } from '@carehome/domain';
import { Badge, Group, Radio, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiImage } from '../../../components/api-image.tsx';
import { formatDataTime } from '../../../lib/dates.ts';
import { AtpReadingFields } from './atp-reading.tsx';
import { useConfigName } from './config-names.tsx';
import { CloseAction, ScreenDialog } from './screen-dialog.tsx';

/** The cycle order of the tile (CleanedPass first), then Not present (set apart from the cycle), for the radio buttons. */
const RESULT_ORDER: TAuditStatus[] = (() => {
  const order: TAuditStatus[] = ['CleanedPass'];
  for (let next = NEXT_AUDIT_STATUS.CleanedPass; next !== 'CleanedPass'; next = NEXT_AUDIT_STATUS[next]) order.push(next);
  return [...order, ...AUDIT_STATUSES.filter((s) => !order.includes(s))];
})();

/**
 * Task details: the operation's detail images in the user's language and, in audit mode, the result
 * as radio buttons (the direct way to set what a tile tap cycles through, and the one way to Not present)
 * and, when the audit uses the ATP system, the operation's reading.
 */
export function TaskDetails({
  op,
  images,
  mode,
  audit,
  onAuditStatus,
  atp,
  onClose,
}: {
  op: TReportOperation | null;
  images: TDetailImage[];
  mode: CleaningMode;
  audit: AuditContext;
  onAuditStatus: (id: string, status: TAuditStatus) => void;
  /** The ATP system is one of the audit's methods: the site's limits and how a reading is set; else null. */
  atp: { limits: readonly TAtpLimit[]; onReading: (id: string, reading: TAtpReading | null) => void } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('cleaning');
  const name = useConfigName();
  // The last task stays while the dialog closes, so it keeps its name.
  const last = useRef<TReportOperation | null>(null);
  if (op) last.current = op;
  const opened = op !== null;
  op = op ?? last.current;
  const showResult = op && (mode === 'audit' || (mode === 'readonly' && op.auditStatus !== null));
  return (
    <ScreenDialog opened={opened} onClose={onClose} title={op ? name(op.item) : undefined} size="xl" testId="task-details-dialog">
      {op ? (
        <Stack>
          <Group gap="xs">
            <Badge variant="light" color="gray" size="lg" tt="none">
              {name(op.group)}
            </Badge>
            {op.optional ? (
              <Badge variant="light" color="blue" size="lg" tt="none">
                {t('tile.optional')}
              </Badge>
            ) : null}
          </Group>
          {showResult ? (
            <Radio.Group
              label={t('details.result')}
              value={effectiveAuditStatus(op, audit)}
              onChange={(v) => onAuditStatus(op.id, v as TAuditStatus)}
              data-testid="audit-result"
            >
              <Group gap="lg" mt={8}>
                {RESULT_ORDER.map((status) => (
                  <Radio
                    key={status}
                    value={status}
                    size="md"
                    label={t(`auditStatus.${status}`)}
                    disabled={!canEdit(mode, 'auditStatus')}
                    styles={{ body: { alignItems: 'center', minHeight: 44 } }}
                  />
                ))}
              </Group>
            </Radio.Group>
          ) : null}
          {showResult && (atp || op.atp) ? (
            <AtpReadingFields
              key={op.id}
              item={op.item}
              reading={op.atp}
              status={effectiveAuditStatus(op, audit)}
              limits={atp?.limits ?? []}
              editable={Boolean(atp) && canEdit(mode, 'auditStatus')}
              onReading={(reading) => atp?.onReading(op.id, reading)}
            />
          ) : null}
          {images.length ? (
            <SimpleGrid cols={images.length > 1 ? 2 : 1}>
              {images.map((img) => (
                <ApiImage
                  key={img.fileName}
                  fileName={img.fileName}
                  alt={t('details.imageOf', { item: name(op.item) })}
                  h={320}
                  fit="contain"
                />
              ))}
            </SimpleGrid>
          ) : (
            <Text c="dimmed">{t('details.noImages')}</Text>
          )}
          <CloseAction onClose={onClose} />
        </Stack>
      ) : null}
    </ScreenDialog>
  );
}

/**
 * The task details of the whole clean: the routine's detail images in the user's language and every
 * task with what was done and when.
 */
export function RoutineDetails({
  opened,
  cleanType,
  images,
  operations,
  timeZone,
  onClose,
}: {
  opened: boolean;
  cleanType: string;
  images: TDetailImage[];
  operations: readonly TReportOperation[];
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('cleaning');
  const name = useConfigName();
  const clean = name(cleanType);
  return (
    <ScreenDialog
      opened={opened}
      onClose={onClose}
      title={t('details.routineTitle', { cleanType: clean })}
      size="xl"
      testId="routine-details"
    >
      <Stack>
        {images.length ? (
          <SimpleGrid cols={images.length > 1 ? 2 : 1}>
            {images.map((img) => (
              <ApiImage key={img.fileName} fileName={img.fileName} alt={t('details.imageOf', { item: clean })} h={280} fit="contain" />
            ))}
          </SimpleGrid>
        ) : null}
        <Table striped withTableBorder verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('details.group')}</Table.Th>
              <Table.Th>{t('details.task')}</Table.Th>
              <Table.Th>{t('details.state')}</Table.Th>
              <Table.Th>{t('details.time')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...operations]
              .sort((a, b) => a.index - b.index)
              .map((op) => (
                <Table.Tr key={op.id}>
                  <Table.Td>{name(op.group)}</Table.Td>
                  <Table.Td>{name(op.item)}</Table.Td>
                  <Table.Td>{t(`tile.${tileState(op)}`)}</Table.Td>
                  <Table.Td>{op.timeStamp ? formatDataTime(op.timeStamp, timeZone) : ''}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
        <CloseAction onClose={onClose} />
      </Stack>
    </ScreenDialog>
  );
}
