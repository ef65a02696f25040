import type { TDataSource } from '@carehome/contracts';
import { Stack } from '@mantine/core';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { FormSaveBar } from '../../../components/form/form-save-bar.tsx';
import { useFormErrors } from '../../../components/form/use-form-errors.ts';
import { withSaveFeedback } from '../../../lib/save-feedback.ts';
import { UnsavedChangesPrompt } from '../../../lib/unsaved-changes.tsx';
import { useSaveDataSource } from '../api/data-sources.ts';
import {
  dataSourceFormChanged,
  dataSourceFormErrors,
  dataSourceFormOf,
  dataSourceInputOf,
  emptyDataSourceForm,
  formFieldOf,
  type SetDataSourceField,
  savedDataSourceId,
} from '../model/data-source-form.ts';
import { AuthSection, DetailsSection, type SectionProps, WebhookSyncSection } from './form-sections.tsx';

/**
 * The data source's settings, saved together. Problems show beside their fields, the server's too
 * ('dataSource.clientSecret' is the client secret's). A new data source, once saved, opens as itself.
 */
export function DataSourceForm({
  facilityId,
  stored,
  all,
  listPath,
  onCreated,
}: {
  facilityId: string;
  stored: TDataSource | null;
  /** The site's data sources as loaded (to find the new one's id in the save's answer). */
  all: readonly TDataSource[];
  listPath: string;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation(['care-records-sync', 'common', 'errors']);
  const save = useSaveDataSource();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors(formRef);
  const start = useMemo(() => (stored ? dataSourceFormOf(stored) : emptyDataSourceForm()), [stored]);
  const [initial, setInitial] = useState(start);
  const [values, setValues] = useState(start);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const dirty = dataSourceFormChanged(values, initial);

  // Opens the new data source once the form is no longer dirty (else leaving would ask first).
  useEffect(() => {
    if (createdId && !dirty) onCreated(createdId);
  }, [createdId, dirty, onCreated]);

  const set: SetDataSourceField = (key, value) => {
    setValues((v) => ({ ...v, [key]: value }));
    errors.clear(key);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (errors.check(dataSourceFormErrors(values, stored, t))) return;
    try {
      const before = all;
      const answer = await withSaveFeedback(() =>
        save.mutateAsync({ facilityId, dataSource: dataSourceInputOf(values, stored?.id ?? null) }),
      );
      const id = savedDataSourceId(before, answer, stored?.id ?? null);
      const saved = answer.dataSources.find((d) => d.id === id);
      const next = saved ? dataSourceFormOf(saved) : { ...values, clientSecret: '', clientCertificate: '', privateKey: '' };
      setInitial(next);
      setValues(next);
      if (!stored && id) setCreatedId(id);
    } catch (err) {
      errors.showSaveError(t, err, formFieldOf);
    }
  };

  const section: SectionProps = { values, set, errorOf: (field) => errors.errors[field], stored };
  return (
    <>
      <UnsavedChangesPrompt dirty={dirty} />
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('form.label')} data-testid="data-source-form">
        <Stack gap="lg" pb="lg">
          {errors.formError ? <ErrorAlert error={errors.formError} testId="form-error" /> : null}
          <DetailsSection {...section} />
          <AuthSection {...section} />
          <WebhookSyncSection {...section} />
        </Stack>
        <FormSaveBar
          dirty={dirty}
          unsavedText={t('form.unsaved')}
          savedText={stored ? t('form.noChanges') : undefined}
          cancelTo={listPath}
          submitLabel={stored ? t('common:save') : t('form.create')}
          saving={save.isPending}
        />
      </form>
    </>
  );
}
