import { type TLanguage, ZEmail } from '@carehome/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { LiteAlert } from '../../../components/lite/alert.tsx';
import { LiteButtonLink } from '../../../components/lite/button.tsx';
import { LiteTextField } from '../../../components/lite/fields.tsx';
import { ApiError, translateError } from '../../../lib/api-error.ts';
import { validateForm } from '../../../lib/form-validation.ts';
import { useAction } from '../../../lib/use-action.ts';
import { requestPasswordReset } from '../api/reset-password.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { SubmitAndBackToLogin } from '../components/submit-and-back.tsx';

const ZForm = z.object({ email: ZEmail });

/** /reset-password: request a reset link by email. */
export default function ResetPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const action = useAction(requestPasswordReset);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateForm(ZForm, { email: email.trim() }, t);
    setError(checked.errors?.email);
    if (checked.data) action.run({ email: checked.data.email, language: i18n.language as TLanguage }).catch(() => undefined);
  };

  if (action.data) {
    return (
      <AuthLayout title={t('reset.title')}>
        <div className="lite-stack">
          <LiteAlert color="teal" title={t('reset.sentTitle')} testId="reset-sent">
            {t('reset.sentBody', { email: email.trim() })}
          </LiteAlert>
          <LiteButtonLink to="/login" variant="light" full>
            {t('reset.backToLogin')}
          </LiteButtonLink>
        </div>
      </AuthLayout>
    );
  }

  // A failed request reads 'Error occurred during resetting password'.
  const failure =
    action.error instanceof ApiError && action.error.code === 'rate_limited'
      ? translateError(t, 'rate_limited', action.error.message)
      : action.error
        ? translateError(t, 'auth.reset_error', 'Error occurred during resetting password')
        : null;

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form onSubmit={onSubmit} noValidate>
        <div className="lite-stack">
          {failure ? <LiteAlert color="red">{failure}</LiteAlert> : null}
          <LiteTextField
            label={t('login.email')}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error}
            required
            autoFocus
          />
          <SubmitAndBackToLogin label={t('reset.submit')} pending={action.pending} />
        </div>
      </form>
    </AuthLayout>
  );
}
