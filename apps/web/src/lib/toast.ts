import { notifications } from '@mantine/notifications';
import i18next from 'i18next';

/** A toast of 3 s (spec section 9) whose close button is named for screen readers. */
export function toast(message: string, color: 'teal' | 'red' | 'orange' = 'teal'): void {
  notifications.show({ message, color, closeButtonProps: { 'aria-label': i18next.t('common:close') } });
}
