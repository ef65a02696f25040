import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'light' | 'default' | 'subtle';
type Size = 'md' | 'lg' | 'xl';

function classes(variant: Variant, size: Size, full: boolean | undefined, extra?: string): string {
  return ['lite-btn', variant, size === 'md' ? '' : size, full ? 'full' : '', extra ?? ''].filter(Boolean).join(' ');
}

export interface LiteButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  full?: boolean;
  loading?: boolean;
  loadingLabel?: string;
  icon?: ReactNode;
}

/** A button of the public screens (see public.css); `loading` disables it and shows a spinner. */
export function LiteButton({
  variant = 'primary',
  size = 'md',
  full,
  loading,
  loadingLabel,
  icon,
  children,
  className,
  disabled,
  type,
  ...rest
}: LiteButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={classes(variant, size, full, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className="lite-spinner" role="status" aria-label={loadingLabel} /> : icon}
      {children}
    </button>
  );
}

/** A link that looks like a button. */
export function LiteButtonLink({
  variant = 'primary',
  size = 'md',
  full,
  icon,
  children,
  className,
  ...rest
}: LinkProps & { variant?: Variant; size?: Size; full?: boolean; icon?: ReactNode }) {
  return (
    <Link className={classes(variant, size, full, className)} {...rest}>
      {icon}
      {children}
    </Link>
  );
}
