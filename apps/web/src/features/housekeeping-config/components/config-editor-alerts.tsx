import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowBackUp, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error.ts';
import { problemText } from '../../../lib/problem-text.ts';
import type { Config } from '../model/config-draft.ts';
import { problemPlace } from '../model/problem-place.ts';
import type { Problem } from '../model/validation.ts';

// What the configuration editor shows above the screen after a save: a conflict with another save, and
// the problems that kept it from saving.

/** A save refused by a conflict: the site's configuration changed meanwhile, or a removed room type is in use. */
export interface EditorConflict {
  kind: 'stale' | 'in_use';
  error: unknown;
}

/** The conflict, with what resolves it: reload the saved configuration, or put the removed room types back. */
export function ConflictAlert({
  conflict,
  reloading,
  onReload,
  onRestore,
}: {
  conflict: EditorConflict;
  reloading: boolean;
  onReload: () => void;
  onRestore: () => void;
}) {
  const { t } = useTranslation(['config', 'common', 'errors']);
  if (conflict.kind === 'stale') {
    return (
      <Alert color="orange" icon={<IconAlertCircle aria-hidden />} role="alert" mb="md" data-testid="stale-alert">
        <Stack gap="xs" align="flex-start">
          <Text>{errorText(t, conflict.error)}</Text>
          <Text size="sm">{t('config:editor.staleHelp')}</Text>
          <Button color="orange" leftSection={<IconRefresh size={18} aria-hidden />} loading={reloading} onClick={onReload}>
            {t('config:editor.reload')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" mb="md" data-testid="in-use-alert">
      <Stack gap="xs" align="flex-start">
        <Text>{errorText(t, conflict.error)}</Text>
        <Button variant="light" color="red" leftSection={<IconArrowBackUp size={18} aria-hidden />} onClick={onRestore}>
          {t('config:editor.restoreRoomTypes')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The problems found (the first eight, each a link to its field), or nothing. */
export function ProblemSummary({
  problems,
  draft,
  onLocate,
}: {
  problems: readonly Problem[];
  draft: Config;
  onLocate: (problem: Problem) => void;
}) {
  const { t, i18n } = useTranslation(['config', 'common', 'errors']);
  if (!problems.length) return null;
  const shown = problems.slice(0, 8);
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle aria-hidden />}
      mb="md"
      title={t('config:editor.problemsTitle', { count: problems.length })}
      data-testid="problem-summary"
    >
      <List size="sm" spacing={4}>
        {shown.map((p) => (
          <List.Item key={`${p.path}|${p.code}`}>
            <Anchor component="button" type="button" size="sm" c="red.9" underline="always" onClick={() => onLocate(p)} ta="start">
              {[problemPlace(t, p, draft), problemText(t, p, i18n.language)].filter(Boolean).join(' — ')}
            </Anchor>
          </List.Item>
        ))}
      </List>
      {problems.length > shown.length ? (
        <Text size="sm" mt={4}>
          {t('config:editor.moreProblems', { count: problems.length - shown.length })}
        </Text>
      ) : null}
    </Alert>
  );
}
