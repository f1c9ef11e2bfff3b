/** /login: sign in or create an account with email and password, or continue with Google. */
import { Navigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useSession } from '../../shared/session/session';
import { t } from '../../messages/i18n';
import { useOnline } from '../../shared/connection/use-online';
import { useTypedBeforeHydration } from '../../shared/use-typed-before-hydration';
import { passwordRequirementText } from './auth-error-message';
import './login.css';
import { PasswordField } from './password-field';
import { useLogin, type LoginMode } from './use-login';

const MODES: readonly LoginMode[] = ['signIn', 'createAccount'];

export function LoginScreen() {
  const { session } = useSession();
  const { mode, switchMode, busy, error, submitEmail, signInWithGoogle } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(emailField, setEmail);
  const errorId = useId();
  const online = useOnline();
  // Signing in needs the identity service: offline, the page says so instead of failing after a wait.
  const blocked = busy || !online;

  if (session.user) return <Navigate to="/" replace />;

  const title = t(`login.${mode}` as const);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitEmail(email.trim(), password);
  };

  return (
    <section className="page login-page" aria-labelledby="login-title">
      <div className="login-card">
        <div className="mode-switch" role="group" aria-label={t('login.modeLabel')}>
          {MODES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              disabled={busy}
              onClick={() => switchMode(value)}
            >
              {t(`login.${value}` as const)}
            </button>
          ))}
        </div>
        <h1 id="login-title">{title}</h1>
        <p className="login-intro">{mode === 'signIn' ? t('login.signInIntro') : t('login.createIntro')}</p>
        {!online && (
          <p className="network-needed" role="status">
            {t('offline.signInNeedsNetwork')}
          </p>
        )}
        {/* method="dialog": outside a dialog the browser's own submit does nothing. Enter in a field before
            the script had come sent the form as a page load (/login?), losing what was typed. */}
        <form method="dialog" onSubmit={onSubmit} className="login-form" noValidate={false}>
          <div className="field">
            <label htmlFor={`${errorId}-email`}>{t('login.email')}</label>
            <input
              className="input"
              id={`${errorId}-email`}
              type="email"
              required
              autoComplete="email"
              inputMode="email"
              ref={emailField}
              value={email}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <PasswordField
            value={password}
            onChange={setPassword}
            autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
            describedBy={error ? errorId : undefined}
          />
          {error && (
            <div id={errorId} className="form-error" role="alert">
              <p>{error.message}</p>
              {error.requirements.length > 0 && (
                <ul>
                  {error.requirements.map((requirement) => (
                    <li key={requirement.kind}>{passwordRequirementText(requirement)}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <button type="submit" className="button primary wide" disabled={blocked}>
            {busy ? t('login.working') : title}
          </button>
        </form>
        <p className="divider">
          <span>{t('login.orContinueWith')}</span>
        </p>
        <button type="button" className="button wide google" disabled={blocked} onClick={() => void signInWithGoogle()}>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
            <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z" />
            <path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z" />
            <path fill="#FBBC05" d="M10.6 28.6A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.6l-7.9-6.1A24 24 0 0 0 0 24c0 3.9.9 7.5 2.7 10.7l7.9-6.1z" />
            <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
          </svg>
          {t('login.google')}
        </button>
      </div>
    </section>
  );
}
