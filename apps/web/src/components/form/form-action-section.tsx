import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from './error-alert.tsx';
import { FormSection } from './form-section.tsx';

/**
 * The part of an edit form with one far-reaching action (archive, restore, delete): what it does on
 * the left, its button on the right, and the server's refusal below when there is one.
 */
export function FormActionSection({
  title,
  help,
  action,
  error,
  errorTestId,
  testId,
}: {
  title: string;
  help: string;
  action: ReactNode;
  error?: unknown;
  errorTestId?: string;
  testId?: string;
}) {
  return (
    <FormSection title={title} testId={testId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed" maw={560}>
            {help}
          </Text>
          {action}
        </Group>
        {error ? <ErrorAlert error={error} testId={errorTestId} /> : null}
      </Stack>
    </FormSection>
  );
}
