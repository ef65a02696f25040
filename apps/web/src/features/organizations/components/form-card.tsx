import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled card of the organization form, with a line saying what it holds. */
export function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb={description ? 4 : 'md'}>
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" size="sm" mb="md">
          {description}
        </Text>
      ) : null}
      {children}
    </Card>
  );
}
