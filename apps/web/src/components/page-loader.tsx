import { useTranslation } from 'react-i18next';

/** Shown while a screen's code or language loads. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '80px 0' }} role="status" aria-live="polite">
      <span className="lite-spinner big" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
