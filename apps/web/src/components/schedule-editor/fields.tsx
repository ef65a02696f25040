import { Box, Button, Input, SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseTime, parseWhole } from '../../lib/schedule-form.ts';

type BaseProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'>;

/**
 * A whole number typed as text: the value changes only when the text is a number, so the field can
 * be cleared and retyped; an optional field reads empty as undefined.
 */
export function IntField({
  value,
  onChange,
  allowEmpty = false,
  ...props
}: BaseProps & { value: number | undefined; onChange: (value: number | undefined) => void; allowEmpty?: boolean }) {
  const shownValue = value === undefined ? '' : String(value);
  const [text, setText] = useState(shownValue);
  const [prev, setPrev] = useState(value);
  if (prev !== value) {
    setPrev(value);
    if (parseWhole(text) !== value && !(value === undefined && text.trim() === '')) setText(shownValue);
  }
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={text}
      onChange={(e) => {
        const raw = e.currentTarget.value;
        setText(raw);
        const n = parseWhole(raw);
        if (n !== null) onChange(n);
        else if (raw.trim() === '' && allowEmpty) onChange(undefined);
      }}
      onBlur={(e) => {
        if (parseWhole(text) === null && !(allowEmpty && text.trim() === '')) setText(shownValue);
        props.onBlur?.(e);
      }}
    />
  );
}

/**
 * A site-local wall time 'HH:mm' typed as text ('7' becomes 07:00 when the field is left); 24:00 is
 * accepted where a bucket may end at midnight. Works with any keyboard, unlike the browser's time
 * picker, which cannot hold 24:00.
 */
export function TimeField({
  value,
  onChange,
  allowMidnightEnd = false,
  ...props
}: BaseProps & { value: string; onChange: (value: string) => void; allowMidnightEnd?: boolean }) {
  const { t } = useTranslation('config');
  const [text, setText] = useState(value);
  const [prev, setPrev] = useState(value);
  if (prev !== value) {
    setPrev(value);
    setText(value);
  }
  const commit = () => {
    const next = normaliseTime(text, allowMidnightEnd);
    setText(next);
    if (next !== value) onChange(next);
  };
  return (
    <TextInput
      placeholder={t('schedule.timePlaceholder')}
      maxLength={5}
      inputMode="numeric"
      autoComplete="off"
      w={110}
      {...props}
      value={text}
      onChange={(e) => {
        const raw = e.currentTarget.value;
        setText(raw);
        if (/^\d{2}:\d{2}$/.test(raw)) onChange(raw);
      }}
      onBlur={(e) => {
        commit();
        props.onBlur?.(e);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        props.onKeyDown?.(e);
      }}
    />
  );
}

/** A calendar date 'YYYY-MM-DD' (the browser's date picker); empty is null when the date is optional. */
export function DateField({
  value,
  onChange,
  ...props
}: BaseProps & { value: string | null | undefined; onChange: (value: string | null) => void }) {
  return (
    <TextInput
      type="date"
      w={190}
      {...props}
      value={value ?? ''}
      onChange={(e) => {
        const raw = e.currentTarget.value;
        onChange(raw ? raw : null);
      }}
    />
  );
}

/**
 * A set of toggle buttons (week days, month days), each a pressed/not pressed button, under one label.
 */
export function ToggleGroup<T extends string | number>({
  label,
  options,
  value,
  onToggle,
  error,
  description,
  cols,
  dataPath,
}: {
  label: string;
  options: readonly { value: T; label: string; ariaLabel?: string }[];
  value: readonly T[];
  onToggle: (value: T) => void;
  error?: ReactNode;
  description?: ReactNode;
  cols: number;
  dataPath?: string;
}) {
  const id = useId();
  return (
    <Input.Wrapper label={label} labelElement="div" error={error} description={description} id={id}>
      <Box
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={[description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
        mt={4}
      >
        <SimpleGrid cols={cols} spacing={6} verticalSpacing={6} maw={cols * 62}>
          {options.map((o, i) => {
            const on = value.includes(o.value);
            return (
              <Button
                key={String(o.value)}
                variant={on ? 'filled' : 'default'}
                aria-pressed={on}
                aria-label={o.ariaLabel}
                onClick={() => onToggle(o.value)}
                px={4}
                h={44}
                data-path={i === 0 ? dataPath : undefined}
              >
                {o.label}
              </Button>
            );
          })}
        </SimpleGrid>
      </Box>
    </Input.Wrapper>
  );
}
