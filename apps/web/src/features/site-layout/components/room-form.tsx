import { type TRoom, ZRoomInput } from '@carehome/contracts';
import { Select, Textarea, TextInput } from '@mantine/core';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { fieldErrors } from '../../../lib/api-error.ts';
import { validateForm } from '../../../lib/form-validation.ts';
import type { AreaNode } from '../model/tree.ts';

export interface RoomDraft {
  id?: string;
  areaId: string | null;
  roomNumber: string;
  roomTypeId: string | null;
  qrCode: string;
  description: string;
}

interface Props {
  opened: boolean;
  room: RoomDraft | null;
  areas: AreaNode[];
  roomTypes: { id: string; name: string }[];
  saving: boolean;
  serverError: unknown;
  onSave: (room: RoomDraft) => void;
  onClose: () => void;
}

export const draftOf = (room: TRoom): RoomDraft => ({
  id: room.id,
  areaId: room.areaId,
  roomNumber: room.roomNumber,
  roomTypeId: room.roomTypeId,
  qrCode: room.qrCode,
  description: room.description ?? '',
});

/** Add or edit one room: number, type, area, QR code, description. */
export function RoomFormModal({ opened, room, areas, roomTypes, saving, serverError, onSave, onClose }: Props) {
  const { t } = useTranslation('layout');
  const [draft, setDraft] = useState<RoomDraft | null>(room);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setDraft(room);
    setErrors({});
  }, [room]);
  useEffect(() => {
    const fromServer = fieldErrors(t, serverError);
    if (Object.keys(fromServer).length) setErrors({ roomNumber: Object.values(fromServer)[0] as string });
  }, [serverError, t]);
  if (!draft) return null;
  /** A text field's value and its change, for the draft's text fields. */
  const textOf = (key: 'roomNumber' | 'qrCode' | 'description') => ({
    value: draft[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setDraft({ ...draft, [key]: e.currentTarget.value }),
  });

  const submit = () => {
    const checked = validateForm(ZRoomInput, { ...draft, qrCode: draft.qrCode || null, description: draft.description || null }, t);
    setErrors(checked.errors ?? {});
    if (!draft.roomTypeId) setErrors((e) => ({ ...e, roomTypeId: t('errors:validation.required') }));
    if (checked.data && draft.roomTypeId) onSave(draft);
  };

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={draft.id ? t('editRoom') : t('addRoom')}
      centered
      onSubmit={submit}
      saving={saving}
    >
      <TextInput label={t('roomNumber')} {...textOf('roomNumber')} error={errors.roomNumber} required data-autofocus />
      <Select
        label={t('roomType')}
        data={roomTypes.map((r) => ({ value: r.id, label: r.name }))}
        value={draft.roomTypeId}
        onChange={(v) => setDraft({ ...draft, roomTypeId: v })}
        error={errors.roomTypeId}
        required
        searchable
      />
      <Select
        label={t('area')}
        data={[{ value: '', label: t('noArea') }, ...areas.map((n) => ({ value: n.area.id, label: n.path.join(' › ') }))]}
        value={draft.areaId ?? ''}
        onChange={(v) => setDraft({ ...draft, areaId: v || null })}
        searchable
        allowDeselect={false}
      />
      <TextInput label={t('qrCode')} description={t('qrCodeHelp')} {...textOf('qrCode')} error={errors.qrCode} />
      <Textarea label={t('description')} {...textOf('description')} autosize minRows={2} maxRows={5} error={errors.description} />
    </FormDialog>
  );
}
