import { Card, type CardProps, Group, Title } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The grey card beside a creation form that lists what the creation brings about (a new site, onboarding). */
export function AsideCard({ title, children, ...card }: Omit<CardProps, 'title'> & { title: string; children: ReactNode }) {
  return (
    <Card padding="lg" bg="gray.0" {...card}>
      <Group gap="xs" mb="sm" wrap="nowrap">
        <IconListCheck aria-hidden />
        <Title order={2} fz="h5">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}
