import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bold title with a dimmed line under it that says what it means (a choice, a next step). */
export function TitleWithBody({ title, body }: { title: ReactNode; body: ReactNode }) {
  return (
    <div>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {body}
      </Text>
    </div>
  );
}
