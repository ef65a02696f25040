import type { TBriefingIcon } from '@carehome/contracts';
import {
  IconAlertTriangle,
  IconBottle,
  IconCalendar,
  IconCircleCheck,
  IconDoorOff,
  IconInfoCircle,
  IconMask,
  IconSpray,
  IconVirus,
} from '@tabler/icons-react';

const ICONS = {
  info: IconInfoCircle,
  alert: IconAlertTriangle,
  virus: IconVirus,
  isolation: IconDoorOff,
  product: IconBottle,
  spray: IconSpray,
  mask: IconMask,
  calendar: IconCalendar,
  check: IconCircleCheck,
} as const satisfies Record<TBriefingIcon, unknown>;

/** The picture of a briefing item (decorative: the item's message says what it is). */
export function BriefingIcon({ icon, size = 24 }: { icon: TBriefingIcon; size?: number }) {
  const Icon = ICONS[icon];
  return <Icon size={size} aria-hidden />;
}
