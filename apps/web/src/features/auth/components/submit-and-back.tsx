import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LiteButton } from '../../../components/lite/button.tsx';

/** The foot of the password forms (reset request, new password): their submit button and the way back to sign-in. */
export function SubmitAndBackToLogin({ label, pending }: { label: string; pending: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <LiteButton type="submit" size="lg" full loading={pending} loadingLabel={t('common:loading')}>
        {label}
      </LiteButton>
      <p style={{ textAlign: 'center', margin: 0 }}>
        <Link className="lite-link" to="/login">
          {t('reset.backToLogin')}
        </Link>
      </p>
    </>
  );
}
