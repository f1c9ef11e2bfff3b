import { describe, expect, it } from 'vitest';
import { unmetRequirements } from './password-policy';

describe('unmetRequirements', () => {
  it('lists nothing for a valid password', () => {
    expect(unmetRequirements({ isValid: true, meetsMinPasswordLength: true })).toEqual([]);
  });

  it('lists every failed requirement with its numbers', () => {
    expect(
      unmetRequirements({
        isValid: false,
        meetsMinPasswordLength: false,
        minPasswordLength: 10,
        containsLowercaseLetter: true,
        containsUppercaseLetter: false,
        containsNumericCharacter: false,
        containsNonAlphanumericCharacter: false,
      }),
    ).toEqual([{ kind: 'minLength', length: 10 }, { kind: 'uppercase' }, { kind: 'number' }, { kind: 'symbol' }]);
  });

  it('uses the default minimum of 6 when the policy gives no number', () => {
    expect(unmetRequirements({ isValid: false, meetsMinPasswordLength: false })).toEqual([{ kind: 'minLength', length: 6 }]);
  });

  it('reports a too-long password only when the policy has a maximum', () => {
    expect(unmetRequirements({ isValid: false, meetsMaxPasswordLength: false, maxPasswordLength: 20 })).toEqual([
      { kind: 'maxLength', length: 20 },
    ]);
    expect(unmetRequirements({ isValid: false, meetsMaxPasswordLength: false })).toEqual([]);
  });

  it('ignores requirements the policy does not have (undefined)', () => {
    expect(unmetRequirements({ isValid: false, meetsMinPasswordLength: true })).toEqual([]);
  });
});
