import { ActionIcon, type ActionIconProps, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { ReactElement } from 'react';

/**
 * Move up and Move down for one item of a list, each named for the item (`upLabel`, `downLabel`); the
 * first item cannot move up nor the last down. `tips` adds a tooltip over each.
 */
export function MoveButtons({
  upLabel,
  downLabel,
  index,
  count,
  onMove,
  variant = 'default',
  tips,
}: {
  upLabel: string;
  downLabel: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  variant?: ActionIconProps['variant'];
  tips?: { up: string; down: string };
}) {
  const withTip = (tip: string | undefined, button: ReactElement) => (tip ? <Tooltip label={tip}>{button}</Tooltip> : button);
  return (
    <>
      {withTip(
        tips?.up,
        <ActionIcon variant={variant} size={44} aria-label={upLabel} disabled={index === 0} onClick={() => onMove(-1)}>
          <IconArrowUp size={20} aria-hidden />
        </ActionIcon>,
      )}
      {withTip(
        tips?.down,
        <ActionIcon variant={variant} size={44} aria-label={downLabel} disabled={index === count - 1} onClick={() => onMove(1)}>
          <IconArrowDown size={20} aria-hidden />
        </ActionIcon>,
      )}
    </>
  );
}
