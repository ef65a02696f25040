import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A part of the export tab below the address: its heading, a line saying what it is for, then its controls. */
export function ExportSection({ title, help, testId, children }: { title: string; help: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text size="sm">{help}</Text>
      {children}
    </Stack>
  );
}
