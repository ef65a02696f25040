import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/**
 * Calm, high-contrast and touch-friendly: shared tablets are used with gloves in corridors, so
 * controls default to 'md' with 44 px targets.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9 keeps white button text above the 4.5:1 contrast of WCAG AA.
  primaryShade: { light: 9, dark: 7 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif',
  headings: { fontWeight: '650' },
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    // A badge says a status: its words wrap rather than being cut ('MOT DE PASSE' in a narrow column).
    Badge: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', flexShrink: 0 },
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.2, paddingBlock: 2, textAlign: 'center' },
      },
    },
  },
});

/**
 * Text colours darkened so every text meets WCAG AA contrast (4.5:1): Mantine's default dimmed grey
 * and its 'light' variant colours are a little too pale on white and on their tinted backgrounds.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Hover goes darker, not lighter: shade 9 is the last, and Mantine would fall back to 8 (3.9:1).
    '--mantine-primary-color-filled-hover': '#066649',
    '--mantine-color-teal-filled-hover': '#066649',
    '--mantine-primary-color-light-color': '#065f46',
    '--mantine-color-teal-light-color': '#065f46',
    '--mantine-color-orange-light-color': '#a34a00',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-gray-light-color': 'var(--mantine-color-gray-8)',
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-placeholder': '#6c737a',
  },
  dark: {},
});
