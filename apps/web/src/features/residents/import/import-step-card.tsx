import { Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One step of the residents import (the file, its columns, the review) as a section of the page that
 * its title names; `aside` stands at the title's far end.
 */
export function ImportStepCard({
  step,
  title,
  aside,
  children,
}: {
  step: 'file' | 'mapping' | 'review';
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Title order={2} fz="h4" id={`import-${step}-title`}>
      {title}
    </Title>
  );
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={`import-${step}-title`} data-testid={`import-${step}`}>
      <Stack gap="md">
        {aside === undefined ? (
          heading
        ) : (
          <Group justify="space-between" wrap="wrap">
            {heading}
            {aside}
          </Group>
        )}
        {children}
      </Stack>
    </Card>
  );
}
