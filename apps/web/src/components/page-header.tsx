import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title of a screen (the page's only h1) and its actions. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" mb="lg" wrap="wrap">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
