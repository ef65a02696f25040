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
        <Switch
          label={t('fields.offsite')}
          description={t('fields.offsiteHelp')}
          checked={values.offsiteAuthentication}
          onChange={(e) => set('offsiteAuthentication', e.currentTarget.checked)}
          disabled={readOnly}
          size="md"
        />
        <Switch
          label={t('fields.emailNotifications')}
          description={values.email.trim() ? t('fields.emailNotificationsHelp') : t('fields.emailNotificationsNoEmail')}
          checked={values.emailNotifications}
          onChange={(e) => set('emailNotifications', e.currentTarget.checked)}
          disabled={readOnly}
          size="md"
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
