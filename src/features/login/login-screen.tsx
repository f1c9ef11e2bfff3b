/** Sign in or create an account with email and password. */
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useData } from '../../app/data-context';
import { useSession } from '../../app/session';
import { messages } from '../../messages';

type Mode = 'signIn' | 'createAccount';

export function LoginScreen() {
  const { backend } = useData();
  const { session } = useSession();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (session.user) return <Navigate to="/" />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (mode === 'signIn') await backend.signIn(email, password);
      else await backend.createAccount(email, password);
      await navigate({ to: '/' });
    } catch (failure) {
      setError((failure instanceof Error && failure.message) || messages.login.authFailed);
    } finally {
      setBusy(false);
    }
  };

  const title = mode === 'signIn' ? messages.login.signIn : messages.login.createAccount;
  return (
    <section className="page login-page" aria-labelledby="login-title">
      <h1 id="login-title">{title}</h1>
      <form onSubmit={(event) => void submit(event)} className="login-form">
        <label className="field">
          <span>{messages.login.email}</span>
          <input type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className="field">
          <span>{messages.login.password}</span>
          <input
            type={showPassword ? 'text' : 'password'}
            required
            autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <button type="button" className="link-button" onClick={() => setShowPassword((v) => !v)}>
          {showPassword ? messages.login.hidePassword : messages.login.showPassword}
        </button>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button primary" disabled={busy}>
          {title}
        </button>
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() => setMode(mode === 'signIn' ? 'createAccount' : 'signIn')}
        >
          {mode === 'signIn' ? messages.login.createAccount : messages.login.signIn}
        </button>
      </form>
    </section>
  );
}
