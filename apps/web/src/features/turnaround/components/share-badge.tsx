import { Badge, type BadgeProps } from '@mantine/core';
import { shareColor, shareText } from './measure-text.ts';

/** A share within target ('92%') in its colour: green from 90%, orange from 70%, red below, grey when none. */
export function ShareBadge({ share, size }: { share: number | null; size?: BadgeProps['size'] }) {
  return (
    <Badge color={shareColor(share)} variant="light" size={size}>
      {shareText(share)}
    </Badge>
  );
}
