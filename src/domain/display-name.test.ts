import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayName, emailLocalPart, initials, looksLikeEmail, publicDisplayName } from './display-name';

const fallbacks = { user: 'User', anonymousUser: 'Anonymous User' };

describe('displayName (docs/product-behaviour.md §3.5)', () => {
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

describe('publicDisplayName (the publicProfiles projection)', () => {
  it('follows the display-name rule for the chosen names', () => {
    expect(publicDisplayName({ nickname: 'PotholeQueen', useNickname: true, realName: 'Thandi', email: 't@x.org' }, fallbacks)).toBe('PotholeQueen');
    expect(publicDisplayName({ nickname: 'PotholeQueen', useNickname: false, realName: 'Thandi' }, fallbacks)).toBe('Thandi');
    expect(publicDisplayName({ realName: ' ', displayName: 'sipho d' }, fallbacks)).toBe('sipho d');
  });

  it('replaces the email step with the neutral fallback', () => {
    expect(publicDisplayName({ email: 'lerato.k@example.org' }, fallbacks)).toBe('User');
    expect(publicDisplayName({ email: 'lerato.k@example.org', isAnonymous: true }, fallbacks)).toBe('Anonymous User');
  });

  it('passes over a chosen name that is the email, contains it, or is the part before the at sign', () => {
    const email = 'Lerato.K@Example.org';
    expect(publicDisplayName({ displayName: 'lerato.k@example.org', email }, fallbacks)).toBe('User');
    expect(publicDisplayName({ realName: 'Lerato (lerato.k@example.org)', email }, fallbacks)).toBe('User');
    expect(publicDisplayName({ nickname: 'LERATO.K', useNickname: true, realName: 'Lerato K', email }, fallbacks)).toBe('Lerato K');
    expect(publicDisplayName({ displayName: 'someone@else.org' }, fallbacks)).toBe('User');
    // A name that merely shares letters with the address is still a name.
    expect(publicDisplayName({ realName: 'Lerato Khumalo', email }, fallbacks)).toBe('Lerato Khumalo');
  });

  it('sees through look-alike at signs and spaces (NFKC, white space removed)', () => {
    for (const name of ['bob＠example.org', 'bob@ example.org', 'bob @ example.org', 'bob﹫example.org', 'ｂｏｂ＠ｅｘａｍｐｌｅ.ｏｒｇ', 'bob\u00a0@\u2003example.org']) {
      expect(looksLikeEmail(name), name).toBe(true);
      expect(publicDisplayName({ nickname: name, useNickname: true }, fallbacks), name).toBe('User');
    }
    expect(publicDisplayName({ realName: 'ＬＥＲＡＴＯ.Ｋ', email: 'lerato.k@example.org' }, fallbacks)).toBe('User');
    for (const name of ['Thandi Mokoena', '@thandi', 'thandi@', 'Road Watcher']) expect(looksLikeEmail(name), name).toBe(false);
  });

  it('never contains an at-sign address or the local part, whatever the record', () => {
    fc.assert(
      fc.property(
        fc.record({
          nickname: fc.option(fc.string()),
          useNickname: fc.boolean(),
          realName: fc.option(fc.string()),
          displayName: fc.option(fc.oneof(fc.string(), fc.emailAddress())),
          email: fc.emailAddress(),
          isAnonymous: fc.boolean(),
        }),
        (user) => {
          const shown = publicDisplayName(user, fallbacks);
          if (shown === fallbacks.user || shown === fallbacks.anonymousUser) return true;
          const name = shown.toLowerCase();
          const local = user.email.slice(0, user.email.indexOf('@')).toLowerCase();
          return !name.includes(user.email.toLowerCase()) && name !== local && !/[^\s@]@[^\s@]/u.test(name);
        },
      ),
    );
  });
});
