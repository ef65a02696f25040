import { PIN_MAX_LENGTH } from '@carehome/domain';
import { IconBackspace } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LiteButton } from '../../../components/lite/button.tsx';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  disabled?: boolean;
}

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** A PIN pad for touch (64 px keys) that also takes the keyboard's digits, Backspace and Enter. */
export function PinPad({ value, onChange, onSubmit, disabled }: Props) {
  const { t } = useTranslation('auth');
  const press = (digit: string) => value.length < PIN_MAX_LENGTH && onChange(value + digit);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (disabled || e.altKey || e.ctrlKey || e.metaKey) return;
      if (/^\d$/.test(e.key)) {
        e.preventDefault();
        if (value.length < PIN_MAX_LENGTH) onChange(value + e.key);
      } else if (e.key === 'Backspace') {
        e.preventDefault();
        onChange(value.slice(0, -1));
      } else if (e.key === 'Enter' && value) {
        e.preventDefault();
        onSubmit();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [value, onChange, onSubmit, disabled]);

  return (
    <div>
      <div className="lite-pin-dots" aria-hidden>
        {Array.from({ length: Math.max(4, value.length) }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items
          <span key={i} className={i < value.length ? 'on' : ''}>
            {i < value.length ? '●' : '○'}
          </span>
        ))}
      </div>
      <div className="sr-only" aria-live="polite">
        {t('pin.entered', { count: value.length })}
      </div>
      <fieldset className="lite-pin-grid" style={{ marginTop: 12 }}>
        <legend className="sr-only">{t('pin.pad')}</legend>
        {DIGITS.map((d) => (
          <LiteButton key={d} variant="default" disabled={disabled} onClick={() => press(d)}>
            {d}
          </LiteButton>
        ))}
        <LiteButton variant="subtle" disabled={disabled || !value} onClick={() => onChange('')}>
          {t('pin.clear')}
        </LiteButton>
        <LiteButton variant="default" disabled={disabled} onClick={() => press('0')}>
          0
        </LiteButton>
        <LiteButton
          variant="subtle"
          disabled={disabled || !value}
          onClick={() => onChange(value.slice(0, -1))}
          aria-label={t('pin.backspace')}
        >
          <IconBackspace size={28} aria-hidden />
        </LiteButton>
      </fieldset>
    </div>
  );
}
