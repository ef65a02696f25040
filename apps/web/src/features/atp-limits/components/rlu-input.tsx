import { ATP_RLU_MAX } from '@carehome/contracts';
import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A number of relative light units: whole, 0 to 9,999,999, the tablet's number pad, no spinner. An empty
 * field is '' (no number yet).
 */
export function RluInput({
  value,
  onValue,
  ...props
}: Omit<NumberInputProps, 'onChange'> & { value: number | ''; onValue: (v: number | '') => void }) {
  return (
    <NumberInput
      {...props}
      value={value}
      onChange={(v) => onValue(v === '' ? '' : Number(v))}
      min={0}
      max={ATP_RLU_MAX}
      allowDecimal={false}
      allowNegative={false}
      inputMode="numeric"
      hideControls
    />
  );
}
