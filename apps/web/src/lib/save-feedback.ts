import { type NotificationData, notifications, notificationsStore } from '@mantine/notifications';
import i18next from 'i18next';
import { errorText } from './api-error.ts';
import { TOAST_MS } from './toast.ts';

/** One save message at a time: a new save takes over the last one's toast instead of stacking another over the screen. */
const ID = 'save-feedback';

function showSaveToast(data: Omit<NotificationData, 'id'>): void {
  const shown = notificationsStore.getState().notifications.some((n) => n.id === ID);
  if (shown) notifications.update({ ...data, id: ID });
  else notifications.show({ ...data, id: ID });
}

/**
 * Runs a save with the app's save feedback: 'Saving...' while it runs, then 'Saved.' (3 s), or
 * 'Error: ' and the server's message. Resolves with the result, or rethrows after showing the error.
 */
export async function withSaveFeedback<T>(save: () => Promise<T>, messages?: { saving?: string; saved?: string }): Promise<T> {
  const t = i18next.t.bind(i18next);
  const close = { closeButtonProps: { 'aria-label': t('common:close') } };
  showSaveToast({ loading: true, message: messages?.saving ?? t('common:saving'), autoClose: false, withCloseButton: false });
  try {
    const result = await save();
    showSaveToast({
      loading: false,
      color: 'teal',
      message: messages?.saved ?? t('common:saved'),
      autoClose: TOAST_MS,
      withCloseButton: true,
      ...close,
    });
    return result;
  } catch (err) {
    showSaveToast({
      loading: false,
      color: 'red',
      message: errorText(t, err),
      autoClose: TOAST_MS,
      withCloseButton: true,
      ...close,
    });
    throw err;
  }
}
