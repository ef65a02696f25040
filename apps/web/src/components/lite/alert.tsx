import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const ICONS = { red: IconAlertCircle, teal: IconCircleCheck, orange: IconInfoCircle };

/** A message box: red for errors (announced at once), teal for success, orange for warnings. */
export function LiteAlert({
  color,
  title,
  children,
  testId,
}: {
  color: 'red' | 'teal' | 'orange';
  title?: string;
  children?: ReactNode;
  testId?: string;
}) {
  const Icon = ICONS[color];
  return (
    <div className={`lite-alert ${color}`} role={color === 'red' ? 'alert' : 'status'} data-testid={testId}>
      <Icon size={22} aria-hidden style={{ flex: 'none' }} />
      <div>
        {title ? <strong>{title}</strong> : null}
        {children}
      </div>
    </div>
  );
}
