import { SimpleGrid, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormSection } from './form-section.tsx';

/** A text field's value, its change and its message. */
export interface TextBinding {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** Binds a form's text values to their fields: the value, its setter and its message, by key. */
export function textBinder<K extends string>(
  values: Record<K, string>,
  set: (key: K, value: string) => void,
  errorOf: (field: string) => string | undefined,
): (key: K) => TextBinding {
  return (key) => ({ value: values[key], onChange: (value) => set(key, value), error: errorOf(key) });
}

/** A form's text field bound to one value of the form. */
export function BoundTextField({ bind, ...props }: Omit<TextInputProps, 'value' | 'onChange' | 'error'> & { bind: TextBinding }) {
  return <TextInput {...props} value={bind.value} onChange={(e) => bind.onChange(e.currentTarget.value)} error={bind.error} />;
}

/**
 * The identity part of a person's form (a resident, a staff member): the fields of `children` first
 * (the record's ID and the like), then first and last name, then `after`, two to a row. A `notice`
 * (even null) puts the section's fields in a stack under it.
 */
export function IdentitySection({
  title,
  testId,
  notice,
  firstName,
  lastName,
  disabled,
  children,
  after,
}: {
  title: string;
  testId?: string;
  notice?: ReactNode;
  firstName: TextBinding & { label: string };
  lastName: TextBinding & { label: string };
  disabled: boolean;
  children: ReactNode;
  after?: ReactNode;
}) {
  const grid = (
    <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
      {children}
      <BoundTextField label={firstName.label} bind={firstName} required maxLength={80} disabled={disabled} autoComplete="off" />
      <BoundTextField label={lastName.label} bind={lastName} required maxLength={80} disabled={disabled} autoComplete="off" />
      {after}
    </SimpleGrid>
  );
  return (
    <FormSection title={title} testId={testId}>
      {notice === undefined ? (
        grid
      ) : (
        <Stack gap="md">
          {notice}
          {grid}
        </Stack>
      )}
    </FormSection>
  );
}
