import { DURATION_UNITS, type TDuration, type TDurationUnit } from '@carehome/contracts';
import { Group, Input, Select } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntField } from './fields.tsx';

/**
 * A length of time (amount and unit) of a Relative schedule. An optional one is absent while its
 * amount is empty; the unit chosen is kept meanwhile.
 */
export function DurationField({
  label,
  description,
  value,
  onChange,
  optional = false,
  error,
  dataPath,
}: {
  label: string;
  description?: ReactNode;
  value: TDuration | undefined;
  onChange: (value: TDuration | undefined) => void;
  optional?: boolean;
  error?: ReactNode;
  dataPath?: string;
}) {
  const { t } = useTranslation('config');
  const id = useId();
  const [unit, setUnit] = useState<TDurationUnit>(value?.unit ?? 'Days');
  const currentUnit = value?.unit ?? unit;
  return (
    <Input.Wrapper label={label} labelElement="div" description={description} error={error} id={id}>
      <Group gap="xs" mt={4} align="flex-start" wrap="nowrap" role="group" aria-labelledby={`${id}-label`}>
        <IntField
          aria-label={t('schedule.amountOf', { what: label })}
          value={value?.amount}
          allowEmpty={optional}
          onChange={(amount) => onChange(amount === undefined ? undefined : { amount, unit: currentUnit })}
          w={110}
          error={Boolean(error)}
          data-path={dataPath}
        />
        <Select
          aria-label={t('schedule.unitOf', { what: label })}
          data={DURATION_UNITS.map((u) => ({ value: u, label: t(`units.${u}`) }))}
          value={currentUnit}
          allowDeselect={false}
          onChange={(u) => {
            if (!u) return;
            setUnit(u as TDurationUnit);
            if (value) onChange({ ...value, unit: u as TDurationUnit });
          }}
          w={190}
        />
      </Group>
    </Input.Wrapper>
  );
}
