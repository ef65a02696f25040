import { Button } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link to another screen that looks like a secondary button, its icon (decoration) before its label. */
export function LinkButton({ to, icon: Icon, children }: { to: string; icon: TablerIcon; children: ReactNode }) {
  return (
    <Button component={Link} to={to} variant="default" leftSection={<Icon size={18} aria-hidden />}>
      {children}
    </Button>
  );
}
