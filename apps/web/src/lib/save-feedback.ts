import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import { errorText } from './api-error.ts';

let counter = 0;
let previous: string | undefined;

/**
 * Runs a save with the feedback of spec section 8: 'Saving...' while it runs, then 'Saved.' (3 s), or
 * 'Error: ' and the server's message. Resolves with the result, or rethrows after showing the error.
 */
export async function withSaveFeedback<T>(save: () => Promise<T>, messages?: { saving?: string; saved?: string }): Promise<T> {
  const id = `save-${++counter}`;
  // One save message at a time: a new save replaces the last one's 'Saved.' instead of stacking
  // toasts over the screen.
  if (previous) notifications.hide(previous);
  previous = id;
  const t = i18next.t.bind(i18next);
  const close = { closeButtonProps: { 'aria-label': t('common:close') } };
  notifications.show({ id, loading: true, message: messages?.saving ?? t('common:saving'), autoClose: false, withCloseButton: false });
  try {
    const result = await save();
    notifications.update({
      id,
      loading: false,
      color: 'teal',
      message: messages?.saved ?? t('common:saved'),
      autoClose: 3000,
      withCloseButton: true,
      ...close,
    });
    return result;
  } catch (err) {
    notifications.update({
      id,
      loading: false,
      color: 'red',
      message: errorText(t, err),
      autoClose: 6000,
      withCloseButton: true,
      ...close,
    });
    throw err;
  }
}
