/** A password input with a button that shows or hides what was typed. */
import { useId, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../../shared/use-typed-before-hydration';
import { t } from '../../messages/i18n';

interface PasswordFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoComplete: 'current-password' | 'new-password';
  readonly describedBy?: string;
}

export function PasswordField({ value, onChange, autoComplete, describedBy }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, onChange);
  return (
    <div className="field">
      <label htmlFor={id}>{t('login.password')}</label>
      <div className="password-input">
        <input
          className="input"
          ref={field}
          id={id}
          type={visible ? 'text' : 'password'}
          required
          autoComplete={autoComplete}
          value={value}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="password-toggle"
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('login.hidePassword') : t('login.showPassword')}
        </button>
      </div>
    </div>
  );
}
