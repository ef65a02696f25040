import type { TCorrectiveAction } from '@carehome/contracts';
import { Alert, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClipboardCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDateTime } from '../lib/dates.ts';
import { ApiImage } from './api-image.tsx';

/**
 * What a failed audit asks of the room, in words (the tile, history popup, Pre-Clean Summary and
 * cleaning screen show it): the re-clean to do, with the failed operations and their results, the
 * auditor's comment and photos; or, once a clean did them, that the room waits for its re-audit.
 */
export function CorrectiveActionSummary({
  action,
  timeZone,
  hint = true,
  name,
}: {
  action: TCorrectiveAction;
  timeZone: string;
  /** A configuration name (clean type, group, item) in the reader's language (`useConfigText`). */
  name: (text: string) => string;
  /** Say how the loop moves on (not on the re-audit itself, which is that step). */
  hint?: boolean;
}) {
  const { t } = useTranslation('corrective');
  const open = action.status === 'open';
  const photos = action.photos.filter((p) => !p.isDeleted);
  return (
    <Alert
      color={open ? 'red' : 'blue'}
      variant="light"
      icon={open ? <IconAlertTriangle aria-hidden /> : <IconClipboardCheck aria-hidden />}
      title={open ? (action.pass > 1 ? t('title.openPass', { pass: action.pass }) : t('title.open')) : t('title.reauditDue')}
      data-testid="corrective-action"
      data-status={action.status}
      style={{ flexShrink: 0 }}
    >
      <Stack gap={4}>
        <Text size="sm">
          {t('failedBy', {
            cleanType: name(action.cleanType),
            at: formatDisplayDateTime(action.failedAt, timeZone),
            auditor: action.auditor ?? t('noAuditor'),
          })}
        </Text>
        <List size="sm" spacing={2} data-testid="corrective-failures">
          {action.failures.map((f) => (
            <List.Item key={f.id}>
              <Text span size="sm" fw={600}>
                {f.group ? `${name(f.group)} · ${name(f.item)}` : name(f.item)}
              </Text>
              {` — ${t(`result.${f.auditStatus}`)}`}
            </List.Item>
          ))}
        </List>
        {action.comment?.trim() ? (
          <Text size="sm" data-testid="corrective-comment">
            {t('comment', { comment: action.comment.trim() })}
          </Text>
        ) : null}
        {photos.length ? (
          <Group gap={6}>
            {photos.map((p) => (
              <ApiImage key={p.id} fileName={p.photo} alt={t('photo')} w={64} h={64} radius="sm" fit="cover" />
            ))}
          </Group>
        ) : null}
        {action.reclean && !open ? (
          <Text size="sm" data-testid="corrective-reclean">
            {t('recleanedBy', { by: action.reclean.by ?? t('noAuditor'), at: formatDisplayDateTime(action.reclean.at, timeZone) })}
          </Text>
        ) : null}
        {hint ? <Text size="sm">{open ? t('howToClose') : t('howToReaudit')}</Text> : null}
      </Stack>
    </Alert>
  );
}
