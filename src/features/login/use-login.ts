/**
 * The login screen's state and actions: email sign-in or sign-up, the Google
 * popup, one busy flag that disables every button, and the error to show. When
 * the provider rejects a password by its policy, the failed requirements are
 * listed so the user knows what to change.
 */
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useData } from '../../shared/data-context';
import { unmetRequirements, type UnmetRequirement } from '../../domain/password-policy';
import { t } from '../../messages/i18n';
import { authErrorMessage } from './auth-error-message';

export type LoginMode = 'signIn' | 'createAccount';

export interface LoginError {
  readonly message: string;
  readonly requirements: readonly UnmetRequirement[];
}

const POLICY_REJECTED = 'auth/password-does-not-meet-requirements';

function codeOf(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : null;
}

export function useLogin() {
  const { backend } = useData();
  const navigate = useNavigate();
  const [mode, setMode] = useState<LoginMode>('signIn');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);

  const finish = () => navigate({ to: '/' });

  const submitEmail = async (email: string, password: string) => {
    setBusy(true);
    setError(null);
    try {
      if (mode === 'signIn') await backend.signIn(email, password);
      else await backend.createAccount(email, password);
      await finish();
    } catch (failure) {
      setError(await describeFailure(failure, password));
    } finally {
      setBusy(false);
    }
  };

  const describeFailure = async (failure: unknown, password: string): Promise<LoginError> => {
    if (codeOf(failure) === POLICY_REJECTED) {
      const check = await backend.checkPassword(password);
      const requirements = check ? unmetRequirements(check) : [];
      if (requirements.length > 0) return { message: t('login.passwordPolicyIntro'), requirements };
    }
    return { message: authErrorMessage(failure, t('login.authFailed')), requirements: [] };
  };

  const signInWithGoogle = async () => {
    setBusy(true);
    setError(null);
    try {
      await backend.signInWithGoogle();
      await finish();
    } catch (failure) {
      setError({ message: authErrorMessage(failure, t('login.googleFailed')), requirements: [] });
    } finally {
      setBusy(false);
    }
  };

  const switchMode = (next: LoginMode) => {
    setMode(next);
    setError(null);
  };

  return { mode, switchMode, busy, error, submitEmail, signInWithGoogle };
}
