import { Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The head of a screen that says something was created (a site, an organization): a check, what, and what it holds. */
export function SuccessHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden>
        <IconCircleCheck size={34} />
      </ThemeIcon>
      <div>
        <Title order={2} fz="h3">
          {title}
        </Title>
        <Text c="dimmed">{children}</Text>
      </div>
    </Group>
  );
}
