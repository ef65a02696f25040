import { checkPassword, PASSWORD_MIN_GROUPS, PASSWORD_MIN_LENGTH } from '@carehome/domain';
import { useTranslation } from 'react-i18next';

/** The password rules (a minimum length and enough of upper case, lower case, digits and symbols), ticked off as the user types. */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const c = checkPassword(password);
  const rows: { key: string; ok: boolean; text: string; sub?: boolean }[] = [
    { key: 'length', ok: c.longEnough, text: t('rules.length', { count: PASSWORD_MIN_LENGTH }) },
    { key: 'groups', ok: c.groups >= PASSWORD_MIN_GROUPS, text: t('rules.groups', { count: PASSWORD_MIN_GROUPS }) },
    { key: 'upper', ok: c.upper, text: t('rules.upper'), sub: true },
    { key: 'lower', ok: c.lower, text: t('rules.lower'), sub: true },
    { key: 'digit', ok: c.digit, text: t('rules.digit'), sub: true },
    { key: 'special', ok: c.special, text: t('rules.special'), sub: true },
  ];
  return (
    <ul className="lite-rules" data-testid="password-rules">
      {rows.map((r) => (
        <li key={r.key} className={r.sub ? 'sub' : ''} data-ok={r.ok}>
          <span className="dot" aria-hidden>
            {r.ok ? '✓' : ''}
          </span>
          <span>{r.text}</span>
          <span className="sr-only">{r.ok ? t('rules.met') : t('rules.notMet')}</span>
        </li>
      ))}
    </ul>
  );
}
