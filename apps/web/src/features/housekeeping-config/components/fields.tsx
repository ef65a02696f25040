import { ColorInput, type ColorInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMPLETE_COLOR } from '../model/config-draft.ts';

/** Colours offered: the room complete colour first, then calm, distinct ones. */
export const SWATCHES = [
  COMPLETE_COLOR,
  '#74C0FC',
  '#B197FC',
  '#FFA94D',
  '#63E6BE',
  '#FF8787',
  '#FFD43B',
  '#F783AC',
  '#2F9E44',
  '#1971C2',
  '#E03131',
  '#495057',
];

/**
 * A '#RRGGBB' colour, typed or chosen from the swatches (or picked from the screen where the browser
 * can). The picker's sliders are left out: Mantine does not name them for screen readers.
 */
export function ColorField(props: Omit<ColorInputProps, 'format' | 'swatches'>) {
  const { t } = useTranslation('config');
  return (
    <ColorInput
      size="md"
      format="hex"
      swatches={SWATCHES}
      swatchesPerRow={6}
      withPicker={false}
      eyeDropperButtonProps={{ 'aria-label': t('color.eyeDropper') }}
      {...props}
    />
  );
}
