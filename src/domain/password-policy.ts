/**
 * What an identity provider's password policy asked for and the password did
 * not give, in a form the sign-up screen can put into plain words. The input
 * mirrors Firebase's PasswordValidationStatus without depending on it.
 */

export interface PasswordCheck {
  readonly isValid: boolean;
  readonly meetsMinPasswordLength?: boolean;
  readonly meetsMaxPasswordLength?: boolean;
  readonly containsLowercaseLetter?: boolean;
  readonly containsUppercaseLetter?: boolean;
  readonly containsNumericCharacter?: boolean;
  readonly containsNonAlphanumericCharacter?: boolean;
  readonly minPasswordLength?: number;
  readonly maxPasswordLength?: number;
}

export type UnmetRequirement =
  | { readonly kind: 'minLength'; readonly length: number }
  | { readonly kind: 'maxLength'; readonly length: number }
  | { readonly kind: 'lowercase' }
  | { readonly kind: 'uppercase' }
  | { readonly kind: 'number' }
  | { readonly kind: 'symbol' };

/** The policy's default minimum length when it does not say (docs/product-behaviour.md §5.1). */
export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

/**
 * Lists the requirements the password failed. A requirement the policy does not
 * have is reported by the provider as undefined and never listed.
 */
export function unmetRequirements(check: PasswordCheck): UnmetRequirement[] {
  if (check.isValid) return [];
  const unmet: UnmetRequirement[] = [];
  if (check.meetsMinPasswordLength === false) {
    unmet.push({ kind: 'minLength', length: check.minPasswordLength ?? DEFAULT_MIN_PASSWORD_LENGTH });
  }
  if (check.meetsMaxPasswordLength === false && check.maxPasswordLength !== undefined) {
    unmet.push({ kind: 'maxLength', length: check.maxPasswordLength });
  }
  if (check.containsLowercaseLetter === false) unmet.push({ kind: 'lowercase' });
  if (check.containsUppercaseLetter === false) unmet.push({ kind: 'uppercase' });
  if (check.containsNumericCharacter === false) unmet.push({ kind: 'number' });
  if (check.containsNonAlphanumericCharacter === false) unmet.push({ kind: 'symbol' });
  return unmet;
}
