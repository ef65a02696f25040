import { checkPin } from '@carehome/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { LiteAlert } from '../../../components/lite/alert.tsx';
import { LiteButton, LiteButtonLink } from '../../../components/lite/button.tsx';
import { translateError } from '../../../lib/api-error.ts';
import { landingFor } from '../../../lib/landing.ts';
import { takeReturnTo } from '../../../lib/return-to.ts';
import { useSession } from '../../../lib/session.ts';
import { useAction } from '../../../lib/use-action.ts';
import { staffLogin } from '../api/staff-login.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PinPad } from '../components/pin-pad.tsx';
import { authFailureText } from './login-page.tsx';

/** /stafflogin: PIN sign-in on a registered tablet. */
export default function StaffLoginPage() {
  const { t } = useTranslation('auth');
  const { account, device } = useSession();
  const [pin, setPin] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const action = useAction(staffLogin);
  const navigate = useNavigate();
  const location = useLocation();
  const { run } = action;

  const submit = useCallback(() => {
    const problem = checkPin(pin);
    if (problem) {
      setLocalError(translateError(t, problem === 'required' ? 'auth.pin_required' : 'auth.invalid_pin', ''));
      return;
    }
    setLocalError(null);
    run(pin).then(
      (info) => navigate(takeReturnTo((location.state as { from?: string } | null)?.from) ?? landingFor(info, 'pin'), { replace: true }),
      () => setPin(''),
    );
  }, [pin, run, navigate, location.state, t]);

  // Already signed in (another tab, or back button): go on. After our own sign-in the submit handler navigates.
  if (account && !action.pending && !action.data) return <Navigate to={landingFor(account, 'pin')} replace />;

  if (!device) {
    return (
      <AuthLayout title={t('pin.title')}>
        <div className="lite-stack">
          <LiteAlert
            color="orange"
            title={translateError(t, 'auth.device_not_registered', 'Device not registered')}
            testId="device-not-registered"
          >
            {t('pin.notRegisteredBody')}
          </LiteAlert>
          <LiteButtonLink to="/login" full>
            {t('pin.toLogin')}
          </LiteButtonLink>
        </div>
      </AuthLayout>
    );
  }

  const failure = localError ?? authFailureText(t, action.error);

  return (
    <AuthLayout title={t('pin.title')} subtitle={t('pin.subtitle', { device: device.name, site: device.facility.name })} width={400}>
      <div className="lite-stack">
        {failure ? (
          <LiteAlert color="red" testId="pin-error">
            {failure}
          </LiteAlert>
        ) : null}
        <PinPad value={pin} onChange={setPin} onSubmit={submit} disabled={action.pending} />
        <LiteButton size="xl" full onClick={submit} loading={action.pending} disabled={!pin} loadingLabel={t('common:loading')}>
          {t('pin.submit')}
        </LiteButton>
        <p style={{ textAlign: 'center', margin: 0 }}>
          <Link className="lite-link" to="/login">
            {t('pin.withEmail')}
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
