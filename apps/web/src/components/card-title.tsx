import { Group, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A card's heading (an h2) with its icon; `children` follow on the same line (a status badge). */
export function CardTitle({ icon: Icon, title, children }: { icon: TablerIcon; title: string; children?: ReactNode }) {
  return (
    <Group gap="xs" mb={4}>
      <Icon size={20} aria-hidden />
      <Title order={2} fz="h4">
        {title}
      </Title>
      {children}
    </Group>
  );
}
