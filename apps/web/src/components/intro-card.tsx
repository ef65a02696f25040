import { Card, Text } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CardTitle } from './card-title.tsx';

/**
 * A card of a settings screen: its heading with its icon, a dimmed line saying what the card is for, then
 * its content. `section` makes it a landmark of its own, named by its title.
 */
export function IntroCard({
  icon,
  title,
  intro,
  section,
  testId,
  children,
}: {
  icon: TablerIcon;
  title: string;
  intro: string;
  section?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const landmark = section ? { component: 'section' as const, 'aria-label': title } : {};
  return (
    <Card withBorder padding="lg" {...landmark} data-testid={testId}>
      <CardTitle icon={icon} title={title} />
      <Text size="sm" c="dimmed" mb="md">
        {intro}
      </Text>
      {children}
    </Card>
  );
}
