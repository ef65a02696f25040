import { MAX_AUDITS_PER_WEEK, type TAuditTargets, type TRoomArea } from '@carehome/contracts';
import { areaPaths } from '@carehome/domain';
import { NumberInput, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { fieldErrors } from '../../../lib/api-error.ts';
import { withSaveFeedback } from '../../../lib/save-feedback.ts';
import { useSaveAuditTargets } from '../api/audit-targets.ts';

/** A typed target: empty is no target. */
type Entry = number | '';

const toEntry = (n: number | null | undefined): Entry => (n === null || n === undefined ? '' : n);

/** The weekly audit targets of the site and of each of its areas (empty: no target). */
export function TargetsDialog({ targets, areas, onClose }: { targets: TAuditTargets; areas: readonly TRoomArea[]; onClose: () => void }) {
  const { t } = useTranslation('audit-planning');
  const save = useSaveAuditTargets();
  const rows = useMemo(() => {
    const live = areas.filter((a) => !a.isArchived);
    const paths = areaPaths(live);
    return live.map((a) => ({ id: a.id, path: (paths.get(a.id) ?? [a.name]).join(' / ') })).sort((a, b) => a.path.localeCompare(b.path));
  }, [areas]);
  const [site, setSite] = useState<Entry>(toEntry(targets.perWeek));
  const [perArea, setPerArea] = useState<Record<string, Entry>>(() =>
    Object.fromEntries(targets.areas.map((a) => [a.areaId, toEntry(a.perWeek)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const areaTargets = rows.flatMap((r) => {
      const v = perArea[r.id];
      return v === '' || v === undefined ? [] : [{ areaId: r.id, perWeek: v }];
    });
    const body = { facilityId: targets.facilityId, perWeek: site === '' ? null : site, areas: areaTargets };
    try {
      await withSaveFeedback(() => save.mutateAsync(body));
      onClose();
    } catch (err) {
      // The server names an area's field by its place in what was sent: show it beside that area.
      const byField = fieldErrors(t, err);
      const named = Object.fromEntries(
        Object.entries(byField).map(([field, text]) => {
          const i = /^areas\.(\d+)\./.exec(field)?.[1];
          return [i === undefined ? field : (areaTargets[Number(i)]?.areaId ?? field), text];
        }),
      );
      setErrors(named);
    }
  };

  const field = (label: string, value: Entry, onChange: (v: Entry) => void, error: string | undefined, autofocus = false) => (
    <NumberInput
      key={label}
      label={label}
      value={value}
      onChange={(v) => onChange(typeof v === 'number' ? v : '')}
      min={0}
      max={MAX_AUDITS_PER_WEEK}
      allowDecimal={false}
      allowNegative={false}
      placeholder={t('targets.none')}
      error={error}
      data-autofocus={autofocus || undefined}
    />
  );

  return (
    <FormDialog title={t('targets.title')} onClose={onClose} onSubmit={() => void submit()} saving={save.isPending} size="lg">
      <Text c="dimmed" size="sm">
        {t('targets.help', { max: MAX_AUDITS_PER_WEEK })}
      </Text>
      {field(t('targets.site'), site, setSite, errors.perWeek, true)}
      {rows.length ? (
        <Stack gap="sm">
          {rows.map((r) => field(r.path, perArea[r.id] ?? '', (v) => setPerArea((p) => ({ ...p, [r.id]: v })), errors[r.id]))}
        </Stack>
      ) : null}
    </FormDialog>
  );
}
