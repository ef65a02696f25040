import { Card, Group, Text, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A card of settings: its heading (an h2) after its icon, a line of help under it, then its fields. */
export function SettingsCard({
  icon: Icon,
  title,
  help,
  testId,
  children,
}: {
  icon: TablerIcon;
  title: string;
  help?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" data-testid={testId}>
      <Group gap="sm" mb="xs">
        <Icon aria-hidden />
        <Title order={2} fz="h4">
          {title}
        </Title>
      </Group>
      {help ? (
        <Text size="sm" c="dimmed" mb="md">
          {help}
        </Text>
      ) : null}
      {children}
    </Card>
  );
}
