import { notifications } from '@mantine/notifications';
import i18next from 'i18next';

/** A toast stays 3 s, errors too (the supervisor note's toast is 800 ms). */
export const TOAST_MS = 3000;

/** A toast of 3 s whose close button is named for screen readers. */
export function toast(message: string, color: 'teal' | 'red' | 'orange' = 'teal'): void {
  notifications.show({ message, color, closeButtonProps: { 'aria-label': i18next.t('common:close') } });
}
