import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of an edit form: a region named by its title (an h2), for screen readers and tests. */
export function FormSection({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}
