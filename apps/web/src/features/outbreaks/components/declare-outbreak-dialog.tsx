import { OUTBREAK_REASON_MAX, type TRoomArea } from '@carehome/contracts';
import { areaPaths } from '@carehome/domain';
import { Select, Textarea } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { fieldErrors } from '../../../lib/api-error.ts';
import { withSaveFeedback } from '../../../lib/save-feedback.ts';
import { useStartOutbreak } from '../api/outbreaks.ts';

const WHOLE_SITE = '';

/** Declares an outbreak for the whole site or one area (shown by its path), with its reason. */
export function DeclareOutbreakDialog({
  facilityId,
  areas,
  onClose,
}: {
  facilityId: string;
  areas: readonly TRoomArea[];
  onClose: () => void;
}) {
  const { t } = useTranslation('outbreaks');
  const start = useStartOutbreak();
  const [areaId, setAreaId] = useState(WHOLE_SITE);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = useMemo(() => {
    const live = areas.filter((a) => !a.isArchived);
    const paths = areaPaths(live);
    const byPath = live.map((a) => ({ value: a.id, label: (paths.get(a.id) ?? [a.name]).join(' / ') }));
    byPath.sort((a, b) => a.label.localeCompare(b.label));
    return [{ value: WHOLE_SITE, label: t('wholeSite') }, ...byPath];
  }, [areas, t]);

  const submit = async () => {
    if (!reason.trim()) return setErrors({ reason: t('reasonRequired') });
    try {
      await withSaveFeedback(() => start.mutateAsync({ facilityId, areaId: areaId || null, reason }), { saved: t('declared') });
      onClose();
    } catch (err) {
      setErrors(fieldErrors(t, err));
    }
  };

  return (
    <FormDialog title={t('declareTitle')} onClose={onClose} onSubmit={() => void submit()} saving={start.isPending} size="lg">
      <Select
        label={t('area')}
        data={options}
        value={areaId}
        onChange={(v) => setAreaId(v ?? WHOLE_SITE)}
        allowDeselect={false}
        searchable
        error={errors.areaId}
        data-autofocus
      />
      <Textarea
        label={t('reason')}
        description={t('reasonHelp')}
        required
        autosize
        minRows={2}
        maxLength={OUTBREAK_REASON_MAX}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={errors.reason}
      />
    </FormDialog>
  );
}
