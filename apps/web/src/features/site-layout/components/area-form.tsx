import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={draft.id ? t('renameArea') : t('addArea')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack>
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('common:save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
