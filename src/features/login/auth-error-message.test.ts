import { describe, expect, it } from 'vitest';
import { t } from '../../messages/i18n';
import { authErrorMessage, passwordRequirementText } from './auth-error-message';

describe('authErrorMessage', () => {
  it('puts known provider codes into plain words', () => {
    expect(authErrorMessage({ code: 'auth/invalid-credential', message: 'Firebase: Error (auth/invalid-credential).' }, 'x')).toBe(
      'The email or password is not right. Check them and try again.',
    );
  });
  it("shows the provider's own message for unknown codes, without the SDK's wrapping", () => {
    expect(authErrorMessage({ code: 'auth/odd', message: 'Firebase: Something odd happened (auth/odd).' }, 'x')).toBe(
      'Something odd happened',
    );
  });
  it('falls back to the catalogue text when there is no message', () => {
    expect(authErrorMessage({}, t('login.authFailed'))).toBe('Authentication failed');
    expect(authErrorMessage(null, t('login.googleFailed'))).toBe('Google sign in failed');
    expect(authErrorMessage({ message: '  ' }, t('login.authFailed'))).toBe('Authentication failed');
    // The SDK's message for an internal error says nothing beyond "Error".
    expect(authErrorMessage({ code: 'auth/internal-error', message: 'Firebase: Error (auth/internal-error).' }, t('login.googleFailed'))).toBe(
      'Google sign in failed',
    );
  });
});

describe('passwordRequirementText', () => {
  it('says each requirement in plain words', () => {
    expect(passwordRequirementText({ kind: 'minLength', length: 8 })).toBe('at least 8 characters');
    expect(passwordRequirementText({ kind: 'uppercase' })).toBe('an uppercase letter (A-Z)');
  });
});
