import type { ComboboxProps } from '@mantine/core';

/**
 * `comboboxProps` of a Select on a first screen: its dropdown mounts when it opens. Mantine keeps every
 * Select's dropdown mounted while closed (hidden, with its options and scroll area) and positions it as
 * it mounts, synchronously: on a phone, the room board's filters and the header's site switch did so in
 * the page's longest task before the tiles were shown.
 */
export const DROPDOWN_ON_OPEN: ComboboxProps = { keepMounted: false, withinPortal: true };
