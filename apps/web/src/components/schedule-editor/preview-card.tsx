import { Card, Group, List, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The card under a schedule listing its next runs in the site's time zone; while the schedule has
 * problems it says so instead, and it says when there is no next run. Read out as it changes.
 */
export function SchedulePreviewCard({
  testId,
  title,
  titleOrder,
  summary,
  note,
  valid,
  items,
}: {
  testId: string;
  title: string;
  titleOrder: 3 | 4;
  /** The schedule in words, above the note (the notification schedules show it). */
  summary?: ReactNode;
  note: string;
  valid: boolean;
  items: { key: string; label: ReactNode }[] | null;
}) {
  const { t } = useTranslation('config');
  return (
    <Card withBorder padding="md" bg="gray.0" aria-live="polite" data-testid={testId}>
      <Group gap="xs" mb={summary === undefined ? 'xs' : 4}>
        <IconCalendarEvent size={20} aria-hidden />
        <Title order={titleOrder} fz="md">
          {title}
        </Title>
      </Group>
      {summary === undefined ? null : (
        <Text size="sm" mb="xs">
          {summary}
        </Text>
      )}
      <Text size="sm" c="dimmed" mb="xs">
        {note}
      </Text>
      {!valid ? (
        <Text size="sm">{t('preview.invalid')}</Text>
      ) : items?.length ? (
        <List size="sm" spacing={2} type="ordered">
          {items.map((item) => (
            <List.Item key={item.key}>{item.label}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">{t('preview.none')}</Text>
      )}
    </Card>
  );
}
