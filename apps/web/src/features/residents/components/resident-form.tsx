import type { TResident } from '@carehome/contracts';
import { Stack } from '@mantine/core';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { FormSaveBar } from '../../../components/form/form-save-bar.tsx';
import { useFormErrors } from '../../../components/form/use-form-errors.ts';
import { withSaveFeedback } from '../../../lib/save-feedback.ts';
import { UnsavedChangesPrompt } from '../../../lib/unsaved-changes.tsx';
import { useSaveResident } from '../api/save-resident.ts';
import {
  formFieldOf,
  type ResidentSectionProps,
  residentFormChanged,
  residentFormErrors,
  residentFormOf,
  residentSaveOf,
  type SetResidentField,
} from '../model/resident-form.ts';
import { ResidentDeleteSection } from './resident-delete-section.tsx';
import { ResidentFlagsSection } from './resident-flags-section.tsx';
import { ResidentIdentitySection } from './resident-identity-section.tsx';
import { ResidentNotesSection } from './resident-notes-section.tsx';
import { ResidentPhotoSection } from './resident-photo-section.tsx';

/** Fields the form shows beside their input; a server error about another field is shown for the whole form. */
const FORM_FIELDS = new Set(['residentId', 'namePrefix', 'firstName', 'lastName', 'nickName', 'notes']);
const shownField = (serverField: string) => {
  const name = formFieldOf(serverField);
  return FORM_FIELDS.has(name) || name.startsWith('notes.') ? name : undefined;
};

/**
 * The resident's record on /admin/resident/edit/:id: identity, photo, risk flags and notes, saved
 * together. An imported resident's identity and photo belong to the care-records system; its notes and
 * flags are kept here.
 */
export function ResidentForm({ resident }: { resident: TResident }) {
  const { t } = useTranslation(['residents', 'common', 'errors']);
  const save = useSaveResident();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors(formRef);
  const start = useMemo(() => residentFormOf(resident), [resident]);
  const [initial, setInitial] = useState(start);
  const [values, setValues] = useState(start);
  const [deleted, setDeleted] = useState(false);
  const dirty = !deleted && residentFormChanged(values, initial);

  const set: SetResidentField = (key, value) => {
    setValues((v) => ({ ...v, [key]: value }));
    errors.clear(key);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (errors.check(residentFormErrors(values, resident, t))) return;
    try {
      const saved = await withSaveFeedback(() => save.mutateAsync(residentSaveOf(values, resident)));
      const next = residentFormOf(saved.resident);
      setInitial(next);
      setValues(next);
    } catch (err) {
      errors.showSaveError(t, err, shownField);
    }
  };

  const section: ResidentSectionProps = {
    values,
    set,
    errorOf: (field) => errors.errors[field],
    identityLocked: resident.imported,
    resident,
  };

  return (
    <>
      <UnsavedChangesPrompt dirty={dirty} />
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('edit.formLabel')}>
        <Stack gap="lg" maw={960} pb="lg">
          {errors.formError ? <ErrorAlert error={errors.formError} testId="form-error" /> : null}
          <ResidentIdentitySection {...section} />
          <ResidentPhotoSection {...section} />
          <ResidentFlagsSection {...section} />
          <ResidentNotesSection {...section} />
          {resident.imported ? null : <ResidentDeleteSection resident={resident} onDeleted={() => setDeleted(true)} />}
        </Stack>
        <FormSaveBar
          dirty={dirty}
          unsavedText={t('edit.unsaved')}
          savedText={t('edit.noChanges')}
          cancelTo="/admin/resident"
          submitLabel={t('common:save')}
          saving={save.isPending}
        />
      </form>
    </>
  );
}
