import { useRegisterSW } from 'virtual:pwa-register/react';
import { useTranslation } from 'react-i18next';
import { LiteButton } from '../components/lite/button.tsx';

/** When a new version is deployed, the service worker waits and we ask before reloading. */
export function UpdatePrompt() {
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
