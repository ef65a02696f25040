import { useRegisterSW } from 'virtual:pwa-register/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiteButton } from '../components/lite/button.tsx';

/**
 * The service worker registers this long after the page has loaded, when the browser is idle: its
 * precache (every chunk, some 3 MB) was downloaded and written while the first screen was still loading
 * its own code and data, on the same network and the same cores of a tablet.
 */
const REGISTER_AFTER_LOAD_MS = 3000;

function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let timer = 0;
    let idle = 0;
    const onLoad = () => {
      timer = window.setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(() => setSettled(true), { timeout: 2000 });
        else setSettled(true);
      }, REGISTER_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      window.clearTimeout(timer);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, []);
  return settled;
}

/** When a new version is deployed, the service worker waits and we ask before reloading. */
export function UpdatePrompt() {
  return useSettled() ? <ServiceWorkerUpdates /> : null;
}

function ServiceWorkerUpdates() {
  const { t } = useTranslation('common');
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  if (!needRefresh) return null;
  return (
    <div className="lite-toast" role="status" aria-live="polite" data-testid="update-prompt">
      <strong>{t('update.title')}</strong>
      <p>{t('update.body')}</p>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <LiteButton variant="subtle" onClick={() => setNeedRefresh(false)}>
          {t('update.later')}
        </LiteButton>
        <LiteButton onClick={() => void updateServiceWorker(true)}>{t('update.reload')}</LiteButton>
      </div>
    </div>
  );
}
