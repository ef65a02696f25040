import { ActionIcon, Tooltip } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * One action of a list's row as an icon button (open, edit, delete, ...): the tooltip says the action,
 * the accessible name says it of this row ('Delete Ward A'), and the 44px target suits a finger on a tablet.
 * With `to` it is a link, otherwise a button.
 */
export function RowAction({
  icon: Icon,
  label,
  ariaLabel,
  onClick,
  to,
  color,
  variant = 'default',
  disabled,
}: {
  icon: TablerIcon;
  label: string;
  ariaLabel: string;
  onClick?: () => void;
  to?: string;
  color?: string;
  variant?: 'default' | 'subtle' | 'light';
  disabled?: boolean;
}) {
  const icon = <Icon size={20} aria-hidden />;
  return (
    <Tooltip label={label}>
      {to === undefined ? (
        <ActionIcon variant={variant} color={color} size={44} aria-label={ariaLabel} disabled={disabled} onClick={onClick}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon component={Link} to={to} variant={variant} color={color} size={44} aria-label={ariaLabel}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
