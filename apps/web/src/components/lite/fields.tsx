import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  error?: string | undefined;
  description?: string;
  showLabel?: string;
  hideLabel?: string;
}

function Frame({
  id,
  label,
  required,
  description,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean | undefined;
  description?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="lite-field">
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="lite-required" aria-hidden>
            *
          </span>
        ) : null}
      </label>
      {description ? (
        <p className="lite-description" id={`${id}-description`}>
          {description}
        </p>
      ) : null}
      {children}
      {error ? (
        <div className="lite-error" id={`${id}-error`}>
          {error}
        </div>
      ) : null}
    </div>
  );
}

function describedBy(id: string, description?: string, error?: string): string | undefined {
  return [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A labelled text input with its error under it (public screens). */
export function LiteTextField({ label, error, description, id: given, required, ...rest }: FieldProps) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <Frame id={id} label={label} required={required} description={description} error={error}>
      <input
        id={id}
        className="lite-input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, description, error)}
        {...rest}
      />
    </Frame>
  );
}

/** A password input with a show/hide toggle. */
export function LitePasswordField({
  label,
  error,
  description,
  id: given,
  required,
  showLabel = 'Show',
  hideLabel = 'Hide',
  ...rest
}: FieldProps) {
  const auto = useId();
  const id = given ?? auto;
  const [visible, setVisible] = useState(false);
  return (
    <Frame id={id} label={label} required={required} description={description} error={error}>
      <div className="lite-input-wrap">
        <input
          id={id}
          className="lite-input with-toggle"
          type={visible ? 'text' : 'password'}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, description, error)}
          {...rest}
        />
        <button
          type="button"
          className="lite-toggle"
          onClick={() => setVisible(!visible)}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
        >
          {visible ? <IconEyeOff size={20} aria-hidden /> : <IconEye size={20} aria-hidden />}
        </button>
      </div>
    </Frame>
  );
}

export function LiteCheckbox({ label, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string }) {
  return (
    <label className="lite-check">
      <input type="checkbox" {...rest} />
      <span>{label}</span>
    </label>
  );
}
