import type { ButtonHTMLAttributes } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disabled because its form is being sent: shows a waiting pointer and sets aria-busy. */
  busy?: boolean;
}

/**
 * A button in one of the site's looks; `className` adds layout only (width, margins). `type` defaults
 * to "button" so that it never submits a form by accident.
 */
export function Button({ variant = 'primary', size = 'md', busy = false, type = 'button', className = '', disabled, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${buttonClasses(variant, size, busy)} ${className}`.trim()}
      {...rest}
    />
  );
}
