import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  description,
  icon,
  action,
}: {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Stack align="center" gap="sm" py={64} px="md" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
        {icon ?? <IconInbox size={34} />}
      </ThemeIcon>
      <Text fw={600} fz="lg">
        {title}
      </Text>
      {description ? (
        <Text c="dimmed" maw={480}>
          {description}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}
