import { Button, type ButtonProps } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ComponentProps } from 'react';

/** The icon that sits well beside each button size's label; the compact sizes have a smaller one. */
const ICON_SIZE: Partial<Record<string, number>> = { 'compact-xs': 12, 'compact-sm': 14, 'compact-md': 16 };

export type ActionButtonProps = Omit<ButtonProps, 'leftSection'> &
  Omit<ComponentProps<'button'>, keyof ButtonProps> & {
    icon: TablerIcon;
    /** Overrides the icon's size that goes with the button's size. */
    iconSize?: number;
  };

/**
 * A button that says its action with an icon before its label (send, export, remove, ...). The icon is
 * decoration, hidden from assistive technology, so the label (or aria-label) alone names the action.
 */
export function ActionButton({ icon: Icon, iconSize, size, ...rest }: ActionButtonProps) {
  const sized = iconSize ?? (typeof size === 'string' ? ICON_SIZE[size] : undefined) ?? 18;
  return <Button size={size} leftSection={<Icon size={sized} aria-hidden />} {...rest} />;
}
