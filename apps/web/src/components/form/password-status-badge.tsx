import { Badge } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** Whether a person has set their password (staff members and system users alike). */
export function PasswordStatusBadge({ hasPassword, label, unsetColor }: { hasPassword: boolean; label: string; unsetColor: string }) {
  return (
    <Badge
      variant="light"
      color={hasPassword ? 'teal' : unsetColor}
      leftSection={<IconLock size={12} aria-hidden />}
      data-testid="password-status"
    >
      {label}
    </Badge>
  );
}
