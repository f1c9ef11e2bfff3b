/**
 * What to tell the user when sign-in fails (docs/product-behaviour.md §8.1): plain words for
 * the errors we know, else the provider's own message, else the fallback.
 */
import type { UnmetRequirement } from '../../domain/password-policy';
import { messages } from '../../messages';

interface ErrorLike {
  readonly code?: unknown;
  readonly message?: unknown;
}

/** The message for a failed email or Google sign-in; `fallback` is the catalogue's last resort (docs/product-behaviour.md §8.1). */
export function authErrorMessage(error: unknown, fallback: string): string {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  if (typeof code === 'string' && messages.login.errors[code]) return messages.login.errors[code];
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
  const rules = messages.login.passwordRules;
  switch (requirement.kind) {
    case 'minLength':
      return rules.minLength(requirement.length);
    case 'maxLength':
      return rules.maxLength(requirement.length);
    default:
      return rules[requirement.kind];
  }
}
