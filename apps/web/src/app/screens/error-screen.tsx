import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LiteButton } from '../../components/lite/button.tsx';

/** The temporary-error screen, whose 'Try again' reloads the app. */
export function ErrorScreen() {
  const { t } = useTranslation('errors');
  return (
    <main className="lite-center-screen">
      <div role="alert">
        <span className="lite-icon-circle" aria-hidden>
          <IconCloudOff size={40} />
        </span>
        <h1>{t('serverErrorTitle')}</h1>
        <p>{t('serverErrorBody')}</p>
        <LiteButton size="lg" onClick={() => window.location.reload()}>
          {t('tryAgain')}
        </LiteButton>
      </div>
    </main>
  );
}
