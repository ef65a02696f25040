import { Button, CopyButton, Textarea, type TextareaProps, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/**
 * A secret or address shown to be copied (an API key shown once, a webhook address): read-only,
 * monospace, broken anywhere, and selected whole when focused.
 */
export function SecretText({
  value,
  fontSize,
  ...props
}: Omit<TextareaProps, 'value' | 'readOnly' | 'onFocus' | 'styles'> & { value: string; fontSize: number }) {
  return (
    <Textarea
      {...props}
      value={value}
      readOnly
      autosize
      minRows={1}
      onFocus={(e) => e.currentTarget.select()}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize, wordBreak: 'break-all' } }}
    />
  );
}

/**
 * Copies a value, then says so for a moment (the button turns teal with a check). `idleVariant` is the
 * button's look before copying; with `tooltip` the words also show above it.
 */
export function CopyValueButton({
  value,
  copyLabel,
  copiedLabel,
  ariaLabel,
  idleVariant,
  tooltip = false,
}: {
  value: string;
  copyLabel: string;
  copiedLabel: string;
  ariaLabel?: string;
  idleVariant?: 'light';
  tooltip?: boolean;
}) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => {
        const button = (
          <Button
            onClick={copy}
            variant={idleVariant ? (copied ? 'filled' : idleVariant) : undefined}
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            aria-label={ariaLabel}
          >
            {copied ? copiedLabel : copyLabel}
          </Button>
        );
        return tooltip ? (
          <Tooltip label={copied ? copiedLabel : copyLabel} withArrow>
            {button}
          </Tooltip>
        ) : (
          button
        );
      }}
    </CopyButton>
  );
}
