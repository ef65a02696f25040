import { LANGUAGES, type TLanguage } from '@carehome/contracts';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/logo.tsx';
import { changeLanguage, LANGUAGE_NAMES } from '../../../lib/i18n.ts';

/** The frame of the public screens: product name, language choice, one card. */
export function AuthLayout({
  title,
  subtitle,
  children,
  width = 440,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  width?: number;
}) {
  const { t, i18n } = useTranslation('common');
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title, t]);
  return (
    <div className="lite-page">
      <header className="lite-topbar">
        <div className="lite-brand">
          <Logo size={36} />
          <span>{t('appName')}</span>
        </div>
        <select
          className="lite-select"
          aria-label={t('language')}
          value={i18n.language}
          onChange={(e) => void changeLanguage(e.currentTarget.value as TLanguage)}
          data-testid="language-select"
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
      </header>
      <div className="lite-center">
        <main className="lite-card" style={{ maxWidth: width }}>
          <h1>{title}</h1>
          {subtitle ? <p className="lite-subtitle">{subtitle}</p> : <div style={{ height: 16 }} />}
          {children}
        </main>
      </div>
    </div>
  );
}
