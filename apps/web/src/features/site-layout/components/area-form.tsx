import { Select, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { fieldErrors } from '../../../lib/api-error.ts';
import type { AreaNode } from '../model/tree.ts';

export interface AreaDraft {
  id?: string;
  parentId: string | null;
  name: string;
}

/** Add or rename an area, and choose the area it sits in. */
export function AreaFormModal({
  opened,
  area,
  areas,
  saving,
  serverError,
  onSave,
  onClose,
}: {
  opened: boolean;
  area: AreaDraft | null;
  areas: AreaNode[];
  saving: boolean;
  serverError: unknown;
  onSave: (area: AreaDraft) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('layout');
  const [draft, setDraft] = useState<AreaDraft | null>(area);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    setDraft(area);
    setError(undefined);
  }, [area]);
  useEffect(() => {
    const fromServer = Object.values(fieldErrors(t, serverError))[0];
    if (fromServer) setError(fromServer);
  }, [serverError, t]);
  if (!draft) return null;
  const submit = () => {
    if (!draft.name.trim()) return setError(t('errors:validation.required'));
    if (draft.name.trim().length > 80) return setError(t('errors:validation.too_big', { max: 80 }));
    onSave({ ...draft, name: draft.name.trim() });
  };
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={draft.id ? t('renameArea') : t('addArea')}
      centered
      onSubmit={submit}
      saving={saving}
    >
      <TextInput
        label={t('areaName')}
        value={draft.name}
        onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
        error={error}
        required
        data-autofocus
      />
      <Select
        label={t('parentArea')}
        data={[
          { value: '', label: t('topLevel') },
          ...areas.filter((n) => n.area.id !== draft.id).map((n) => ({ value: n.area.id, label: n.path.join(' › ') })),
        ]}
        value={draft.parentId ?? ''}
        onChange={(v) => setDraft({ ...draft, parentId: v || null })}
        allowDeselect={false}
        searchable
      />
    </FormDialog>
  );
}
