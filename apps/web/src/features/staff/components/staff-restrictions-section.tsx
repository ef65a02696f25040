import { LANGUAGES, type TLanguage, type TRoomArea } from '@carehome/contracts';
import { Select, Stack, Switch } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form/form-section.tsx';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { areaOptions } from '../model/area-paths.ts';
import type { StaffSectionProps } from '../model/staff-form.ts';

const NO_AREA = 'none';

/** One of the member's on/off settings as a switch. */
function OnOff({
  field,
  label,
  description,
  values,
  set,
  readOnly,
}: Pick<StaffSectionProps, 'values' | 'set' | 'readOnly'> & {
  field: 'offsiteAuthentication' | 'emailNotifications';
  label: string;
  description: string;
}) {
  return (
    <Switch
      label={label}
      description={description}
      checked={values[field]}
      onChange={(e) => set(field, e.currentTarget.checked)}
      disabled={readOnly}
      size="md"
    />
  );
}

/**
 * Restricted area (left out when the site's areas cannot be read), sign-in away from the site, email
 * notifications and the language of the person's mails.
 */
export function StaffRestrictionsSection({
  values,
  set,
  errorOf,
  readOnly,
  areas,
}: StaffSectionProps & { areas: UseQueryResult<TRoomArea[]> }) {
  const { t } = useTranslation(['staff', 'common']);

  const areaChoices = useMemo(() => {
    const options = areaOptions(areas.data ?? [])
      .filter((a) => !a.archived || a.value === values.restrictedArea)
      .map((a) => ({ value: a.value, label: a.archived ? t('fields.archivedArea', { area: a.label }) : a.label }));
    if (values.restrictedArea && areas.data && !options.some((o) => o.value === values.restrictedArea)) {
      options.unshift({ value: values.restrictedArea, label: t('fields.unknownArea') });
    }
    return [{ value: NO_AREA, label: t('fields.noArea') }, ...options];
  }, [areas.data, values.restrictedArea, t]);

  const switchProps = { values, set, readOnly };

  return (
    <FormSection title={t('edit.restrictions')}>
      <Stack gap="lg">
        {areas.isError ? null : (
          <Select
            label={t('fields.restrictedArea')}
            description={t('fields.restrictedAreaHelp')}
            data={areaChoices}
            value={values.restrictedArea ?? NO_AREA}
            onChange={(v) => set('restrictedArea', !v || v === NO_AREA ? null : v)}
            allowDeselect={false}
            searchable
            nothingFoundMessage={t('fields.noAreaFound')}
            error={errorOf('restrictedArea')}
            disabled={readOnly || areas.isPending}
            placeholder={areas.isPending ? t('common:loading') : undefined}
            maw={460}
            data-testid="restricted-area"
          />
        )}
        <OnOff field="offsiteAuthentication" label={t('fields.offsite')} description={t('fields.offsiteHelp')} {...switchProps} />
        <OnOff
          field="emailNotifications"
          label={t('fields.emailNotifications')}
          description={values.email.trim() ? t('fields.emailNotificationsHelp') : t('fields.emailNotificationsNoEmail')}
          {...switchProps}
        />
        <Select
          label={t('fields.mailLanguage')}
          description={t('fields.mailLanguageHelp')}
          placeholder={t('fields.mailLanguageUnknown')}
          data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          value={values.language}
          onChange={(v) => v && set('language', v as TLanguage)}
          allowDeselect={false}
          error={errorOf('language')}
          disabled={readOnly}
          maw={460}
          data-testid="mail-language"
        />
      </Stack>
    </FormSection>
  );
}
