import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { LiteButton } from '../components/lite/button.tsx';
import { LiteDialog } from '../components/lite/dialog.tsx';

/**
 * Leaving a page with unsaved changes prompts first, whichever way it is left: in-app navigation through the
 * router's blocker, closing or reloading the tab through the browser's own prompt.
 */
export function UnsavedChangesPrompt({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('common');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return (
    <LiteDialog
      open={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      onClose={() => blocker.reset?.()}
      actions={
        <>
          <LiteButton variant="default" onClick={() => blocker.reset?.()} autoFocus>
            {t('unsaved.stay')}
          </LiteButton>
          <LiteButton variant="primary" style={{ background: 'var(--c-red)' }} onClick={() => blocker.proceed?.()}>
            {t('unsaved.leave')}
          </LiteButton>
        </>
      }
    >
      <p>{t('unsaved.body')}</p>
    </LiteDialog>
  );
}
