import { describe, expect, it } from 'vitest';
import { displayName, emailLocalPart, initials } from './display-name';

const fallbacks = { user: 'User', anonymousUser: 'Anonymous User' };

describe('displayName (spec section 3)', () => {
  it('uses the nickname only when useNickname is set and a nickname exists', () => {
    expect(displayName({ nickname: 'PotholeQueen', useNickname: true, realName: 'Thandi' }, fallbacks)).toBe('PotholeQueen');
    expect(displayName({ nickname: 'PotholeQueen', useNickname: false, realName: 'Thandi' }, fallbacks)).toBe('Thandi');
    expect(displayName({ nickname: '  ', useNickname: true, realName: 'Thandi' }, fallbacks)).toBe('Thandi');
  });
  it('falls back through realName, displayName and the email local part', () => {
    expect(displayName({ realName: 'Sipho Dlamini', displayName: 'sipho' }, fallbacks)).toBe('Sipho Dlamini');
    expect(displayName({ displayName: 'sipho d', email: 'sipho@example.org' }, fallbacks)).toBe('sipho d');
    expect(displayName({ email: 'lerato.k@example.org' }, fallbacks)).toBe('lerato.k');
  });
  it('never shows a whole email address', () => {
    expect(displayName({ email: 'x@y.z' }, fallbacks)).not.toContain('@');
  });
  it('uses the fallbacks when nothing is known', () => {
    expect(displayName({}, fallbacks)).toBe('User');
    expect(displayName({ isAnonymous: true }, fallbacks)).toBe('Anonymous User');
    expect(displayName({ email: '@example.org' }, fallbacks)).toBe('User');
  });
});

describe('emailLocalPart and initials', () => {
  it('takes the part before the at sign', () => {
    expect(emailLocalPart('a.b@c.d')).toBe('a.b');
    expect(emailLocalPart('no-at-sign')).toBe('no-at-sign');
    expect(emailLocalPart(null)).toBeNull();
  });
  it('makes up to two initials', () => {
    expect(initials('Thandi Mokoena')).toBe('TM');
    expect(initials('sipho')).toBe('S');
    expect(initials('lerato.k')).toBe('LK');
    expect(initials('  ')).toBe('?');
  });
});
