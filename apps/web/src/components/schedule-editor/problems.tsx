import type { TScheduleProblem } from '@carehome/contracts';
import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from '../../lib/problem-text.ts';
import { assignProblems } from '../../lib/schedule-form.ts';

/**
 * A schedule's problems sorted to the fields that show them: `err(field)` is the message beside a
 * field (undefined when it has none), `rest` the problems no field of `fields` takes, for the alert
 * above the form. `fields` should be stable (a constant or memoised) so the sorting is kept.
 */
export function useFieldProblems(problems: TScheduleProblem[], fields: string[], lang: string) {
  const { t } = useTranslation(['config', 'errors']);
  const { byField, rest } = useMemo(() => assignProblems(problems, fields), [problems, fields]);
  const err = (field: string): string | undefined => {
    const list = byField[field];
    return list?.length ? list.map((p) => problemText(t, p, lang)).join(' ') : undefined;
  };
  return { err, rest };
}

/** The problems no field shows, in a red alert: one sentence after another, or as a list. */
export function ProblemsAlert({ problems, lang, asList = false }: { problems: TScheduleProblem[]; lang: string; asList?: boolean }) {
  const { t } = useTranslation(['config', 'errors']);
  if (!problems.length) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
      {asList ? (
        <List size="sm">
          {problems.map((p) => (
            <List.Item key={`${p.path}|${p.code}|${p.message}`}>{problemText(t, p, lang)}</List.Item>
          ))}
        </List>
      ) : (
        problems.map((p) => problemText(t, p, lang)).join(' ')
      )}
    </Alert>
  );
}
