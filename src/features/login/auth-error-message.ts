/**
 * What to tell the user when sign-in fails (docs/product-behaviour.md §8.1): plain words for
 * the errors we know, else the provider's own message, else the fallback.
 */
import type { UnmetRequirement } from '../../domain/password-policy';
import { t, type TextId } from '../../messages/i18n';

/** The identity provider's error codes we have plain words for, and which words. */
const AUTH_ERRORS: Readonly<Record<string, TextId>> = {
  'auth/invalid-credential': 'login.errors.wrongCredentials',
  'auth/wrong-password': 'login.errors.wrongCredentials',
  'auth/user-not-found': 'login.errors.wrongCredentials',
  'auth/invalid-email': 'login.errors.invalidEmail',
  'auth/email-already-in-use': 'login.errors.emailInUse',
  'auth/weak-password': 'login.errors.weakPassword',
  'auth/too-many-requests': 'login.errors.tooManyRequests',
  'auth/network-request-failed': 'login.errors.network',
  'auth/user-disabled': 'login.errors.disabled',
  'auth/popup-closed-by-user': 'login.errors.popupClosed',
  'auth/cancelled-popup-request': 'login.errors.popupClosed',
  'auth/popup-blocked': 'login.errors.popupBlocked',
};

/** The words for a provider error code, or null when it is not one we know. */
export function authErrorText(code: string): string | null {
  const id = Object.prototype.hasOwnProperty.call(AUTH_ERRORS, code) ? AUTH_ERRORS[code] : undefined;
  return id ? t(id) : null;
}

interface ErrorLike {
  readonly code?: unknown;
  readonly message?: unknown;
}

/** The message for a failed email or Google sign-in; `fallback` is the catalogue's last resort (docs/product-behaviour.md §8.1). */
export function authErrorMessage(error: unknown, fallback: string): string {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const known = typeof code === 'string' ? authErrorText(code) : null;
  if (known) return known;
  const readable = typeof message === 'string' ? readableProviderMessage(message) : null;
  return readable ?? fallback;
}

/**
 * Firebase wraps its messages ("Firebase: Error (auth/x)."); keep what a person
 * can read, or nothing when all that is left is the bare word "Error".
 */
function readableProviderMessage(message: string): string | null {
  const text = message.replace(/^Firebase:\s*/u, '').replace(/\s*\(auth\/[\w-]+\)\.?$/u, '').trim();
  return text === '' || /^error\.?$/iu.test(text) ? null : text;
}

/** One plain phrase per unmet password requirement. */
export function passwordRequirementText(requirement: UnmetRequirement): string {
  switch (requirement.kind) {
    case 'minLength':
      return t('login.passwordRules.minLength', { n: requirement.length });
    case 'maxLength':
      return t('login.passwordRules.maxLength', { n: requirement.length });
    default:
      return t(`login.passwordRules.${requirement.kind}` as const);
  }
}
