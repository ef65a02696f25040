import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { without } from '../../../components/form/use-form-errors.ts';
import { TimeZoneSelect } from '../../../components/time-zone-select.tsx';

/**
 * The state of a site's form, as its creation and its edit hold it: the name, the time zone and the
 * messages beside the form's fields (a changed field's message goes).
 */
export function useSiteFields(initialName: string, initialTimeZone: string | (() => string)) {
  const [name, setName] = useState(initialName);
  const [timeZone, setTimeZone] = useState(initialTimeZone);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clearError = (field: string) => setErrors((e) => without(e, field));
  return { name, setName, timeZone, setTimeZone, errors, setErrors, clearError };
}

/** A site's own fields: its name and its time zone. */
export function SiteFields({ fields, namePlaceholder }: { fields: ReturnType<typeof useSiteFields>; namePlaceholder?: string }) {
  const { t } = useTranslation('organizations');
  const { name, timeZone, errors } = fields;
  return (
    <>
      <TextInput
        label={t('sites.fields.name')}
        placeholder={namePlaceholder}
        value={name}
        onChange={(e) => {
          fields.setName(e.currentTarget.value);
          fields.clearError('name');
        }}
        error={errors.name}
        maxLength={120}
        required
      />
      <TimeZoneSelect value={timeZone} onChange={fields.setTimeZone} description={t('timeZone.help')} error={errors.timeZone} required />
    </>
  );
}
