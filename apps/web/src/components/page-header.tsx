import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The title of a screen (the page's only h1) and its actions. At least as high as a row of buttons (the
 * theme's md, 42 px): the title sits in the same place with or without actions, and while the screen's
 * code is still loading (`header` routes show it before their screen).
 */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" mb="lg" wrap="wrap" mih={42}>
      <Title order={1} fz="h2">
        {title}
      </Title>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
