import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TimeZoneSelect } from '../../../components/time-zone-select.tsx';

/** A site's own fields, as its creation and its edit ask them: its name and its time zone. */
export function SiteFields({
  name,
  onNameChange,
  timeZone,
  onTimeZoneChange,
  errors,
  namePlaceholder,
}: {
  name: string;
  /** Called with the typed name; the name's message is the caller's to clear. */
  onNameChange: (name: string) => void;
  timeZone: string;
  onTimeZoneChange: (timeZone: string) => void;
  errors: Record<string, string>;
  namePlaceholder?: string;
}) {
  const { t } = useTranslation('organizations');
  return (
    <>
      <TextInput
        label={t('sites.fields.name')}
        placeholder={namePlaceholder}
        value={name}
        onChange={(e) => onNameChange(e.currentTarget.value)}
        error={errors.name}
        maxLength={120}
        required
      />
      <TimeZoneSelect value={timeZone} onChange={onTimeZoneChange} description={t('timeZone.help')} error={errors.timeZone} required />
    </>
  );
}
