import { notifications } from '@mantine/notifications';
import i18next from 'i18next';

/** Spec section 9: the toast timer is 3 s, for errors too (the supervisor note's toast is 800 ms). */
export const TOAST_MS = 3000;

/** A toast of 3 s (spec section 9) whose close button is named for screen readers. */
export function toast(message: string, color: 'teal' | 'red' | 'orange' = 'teal'): void {
  notifications.show({ message, color, closeButtonProps: { 'aria-label': i18next.t('common:close') } });
}
