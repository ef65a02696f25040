import { trimmed, ZEmail } from '@carehome/contracts';
import { checkPassword } from '@carehome/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { LiteAlert } from '../../../components/lite/alert.tsx';
import { LiteButtonLink } from '../../../components/lite/button.tsx';
import { LitePasswordField, LiteTextField } from '../../../components/lite/fields.tsx';
import { ApiError, fieldErrors, translateError } from '../../../lib/api-error.ts';
import { validateForm } from '../../../lib/form-validation.ts';
import { UnsavedChangesPrompt } from '../../../lib/unsaved-changes.tsx';
import { useAction } from '../../../lib/use-action.ts';
import { confirmPassword } from '../api/confirm-password.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PasswordRules } from '../components/password-rules.tsx';
import { SubmitAndBackToLogin } from '../components/submit-and-back.tsx';
import { useLiteForm } from '../components/use-lite-form.ts';

const ZForm = z.object({
  email: ZEmail,
  hash: trimmed(1, 256),
  password: z.string().check(z.minLength(1)),
  repeat: z.string().check(z.minLength(1)),
});

/** /confirm-password/{hash} and /confirm-password: choose a new password, with the rules shown live. */
export default function ConfirmPasswordPage() {
  const { t } = useTranslation('auth');
  const params = useParams();
  const [search] = useSearchParams();
  const linkHash = params.hash ?? search.get('hash') ?? '';
  const { values: form, setErrors, field } = useLiteForm({ email: search.get('email') ?? '', hash: linkHash, password: '', repeat: '' });
  const action = useAction(confirmPassword);
  const dirty = !action.data && Boolean(form.password || form.repeat);
  const newPassword = (key: 'password' | 'repeat') => ({
    ...field(key),
    autoComplete: 'new-password',
    showLabel: t('login.showPassword'),
    hideLabel: t('login.hidePassword'),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateForm(ZForm, { ...form, email: form.email.trim() }, t);
    const next = { ...(checked.errors ?? {}) };
    if (form.password && !checkPassword(form.password).valid) next.password = translateError(t, 'auth.weak_password', '');
    if (form.repeat && form.password !== form.repeat) next.repeat = translateError(t, 'auth.passwords_differ', '');
    setErrors(next);
    if (!checked.data || Object.keys(next).length) return;
    action.run({ email: checked.data.email, password: form.password, hash: checked.data.hash }).catch((err) => {
      setErrors(Object.fromEntries(Object.entries(fieldErrors(t, err)).map(([k, v]) => [k.split('.').pop() ?? k, v])));
    });
  };

  if (action.data) {
    return (
      <AuthLayout title={t('confirm.title')}>
        <div className="lite-stack">
          <LiteAlert color="teal" title={t('confirm.doneTitle')} testId="confirm-done">
            {t('confirm.doneBody')}
          </LiteAlert>
          <LiteButtonLink to={`/login?email=${encodeURIComponent(form.email.trim())}`} full>
            {t('confirm.toLogin')}
          </LiteButtonLink>
        </div>
      </AuthLayout>
    );
  }

  const err = action.error;
  const failure =
    err instanceof ApiError && !err.errors.length
      ? err.code === 'auth.reset_failed'
        ? translateError(t, 'auth.reset_failed', err.message)
        : translateError(t, 'auth.reset_error', 'Error occurred during resetting password')
      : null;

  return (
    <AuthLayout title={t('confirm.title')} subtitle={t('confirm.subtitle')}>
      <UnsavedChangesPrompt dirty={dirty} />
      <form onSubmit={onSubmit} noValidate>
        <div className="lite-stack">
          {failure ? (
            <LiteAlert color="red" testId="confirm-error">
              {failure}{' '}
              {err instanceof ApiError && err.code === 'auth.reset_failed' ? (
                <Link className="lite-link" to="/reset-password">
                  {t('confirm.requestAgain')}
                </Link>
              ) : null}
            </LiteAlert>
          ) : null}
          <LiteTextField label={t('login.email')} type="email" autoComplete="username" {...field('email')} />
          {linkHash ? null : <LiteTextField label={t('confirm.code')} description={t('confirm.codeHelp')} {...field('hash')} />}
          <LitePasswordField label={t('confirm.password')} {...newPassword('password')} />
          <PasswordRules password={form.password} />
          <LitePasswordField label={t('confirm.repeat')} {...newPassword('repeat')} />
          <SubmitAndBackToLogin label={t('confirm.submit')} pending={action.pending} />
        </div>
      </form>
    </AuthLayout>
  );
}
