import { Select, type SelectProps } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { browserTimeZone, timeZoneOptions } from '../lib/time-zones.ts';

/** A searchable picker of IANA time zones, each shown with its offset from UTC today. */
export function TimeZoneSelect({
  value,
  onChange,
  ...props
}: { value: string; onChange: (zone: string) => void } & Omit<SelectProps, 'value' | 'onChange' | 'data'>) {
  const { t } = useTranslation('common');
  const data = useMemo(() => timeZoneOptions([value, browserTimeZone()]), [value]);
  return (
    <Select
      label={t('timeZone.label')}
      searchable
      data={data}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      nothingFoundMessage={t('timeZone.nothingFound')}
      leftSection={<IconWorld size={18} aria-hidden />}
      maxDropdownHeight={320}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
