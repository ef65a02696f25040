import { ZEmail } from '@carehome/contracts';
import { IconDeviceTablet } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { LiteAlert } from '../../../components/lite/alert.tsx';
import { LiteButton, LiteButtonLink } from '../../../components/lite/button.tsx';
import { LiteCheckbox, LitePasswordField, LiteTextField } from '../../../components/lite/fields.tsx';
import { ApiError, translateError } from '../../../lib/api-error.ts';
import { offerToSaveCredentials } from '../../../lib/credentials.ts';
import { validateForm } from '../../../lib/form-validation.ts';
import { landingFor } from '../../../lib/landing.ts';
import { takeReturnTo } from '../../../lib/return-to.ts';
import { useSession } from '../../../lib/session.ts';
import { KEYS, storage } from '../../../lib/storage.ts';
import { useAction } from '../../../lib/use-action.ts';
import { login } from '../api/login.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { useLiteForm } from '../components/use-lite-form.ts';

const ZLoginForm = z.object({ email: ZEmail, password: z.string().check(z.minLength(1)) });

/** The message of a failed sign-in or PIN sign-in, in the user's language. */
export function authFailureText(t: (k: string, o?: Record<string, unknown>) => string, err: unknown): string | null {
  if (!(err instanceof ApiError)) return err ? translateError(t, 'server.temporary', String(err)) : null;
  if (err.isNetwork) return translateError(t, 'server.connection', err.message);
  return translateError(t, err.errors[0]?.code ?? err.code, err.message);
}

/** /login: email and password, 'save credentials', forgot-password link. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { account, device } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { values, setValues, setErrors, field } = useLiteForm({ email: params.get('email') ?? '', password: '' });
  const { email, password } = values;
  // A registered tablet is shared: its password manager must not keep anyone's password unless they ask.
  const shared = Boolean(device);
  const [save, setSave] = useState(!shared && storage.get(KEYS.saveCredentials) !== 'false');
  const action = useAction(login);

  // Already signed in (another tab, or back button): go on. After our own sign-in the submit handler navigates.
  if (account && !action.pending && !action.data) return <Navigate to={landingFor(account)} replace />;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validateForm(ZLoginForm, { email: email.trim(), password }, t);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    if (!shared) storage.set(KEYS.saveCredentials, String(save));
    try {
      const info = await action.run(checked.data);
      if (save) await offerToSaveCredentials(checked.data.email, password, info.staffMember?.name);
      navigate(takeReturnTo((location.state as { from?: string } | null)?.from) ?? landingFor(info), { replace: true });
    } catch {
      setValues((v) => ({ ...v, password: '' }));
    }
  };

  const failure = authFailureText(t, action.error);
  // When the user does not want the credentials kept, the fields tell the password manager so.
  const auto = save ? { user: 'username', pass: 'current-password' } : { user: 'off', pass: 'off' };

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <form onSubmit={onSubmit} noValidate autoComplete={save ? 'on' : 'off'}>
        <div className="lite-stack">
          {failure ? (
            <LiteAlert color="red" testId="login-error">
              {failure}
            </LiteAlert>
          ) : null}
          <LiteTextField
            label={t('login.email')}
            type="email"
            name="email"
            inputMode="email"
            autoComplete={auto.user}
            {...field('email')}
            autoFocus
          />
          <LitePasswordField
            label={t('login.password')}
            name="password"
            autoComplete={auto.pass}
            {...field('password')}
            showLabel={t('login.showPassword')}
            hideLabel={t('login.hidePassword')}
          />
          <div className="lite-row">
            <LiteCheckbox label={t('login.saveCredentials')} checked={save} onChange={(e) => setSave(e.currentTarget.checked)} />
            <Link className="lite-link" to="/reset-password">
              {t('login.forgot')}
            </Link>
          </div>
          <LiteButton type="submit" size="lg" full loading={action.pending} loadingLabel={t('common:loading')}>
            {t('login.submit')}
          </LiteButton>
          {device ? (
            <LiteButtonLink to="/stafflogin" variant="light" icon={<IconDeviceTablet size={18} aria-hidden />}>
              {t('login.toPin')}
            </LiteButtonLink>
          ) : null}
        </div>
      </form>
    </AuthLayout>
  );
}
