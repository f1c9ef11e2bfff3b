/**
 * The display-name rule of the spec (section 3): nickname when the user chose
 * it, then real name, then the account's display name, then the part of the
 * email before the at sign, then a fallback. The fallback words are passed in so
 * this stays free of UI text.
 */
import type { UserProfile } from './model';

export type NameSource = Pick<UserProfile, 'nickname' | 'useNickname' | 'realName' | 'displayName' | 'email' | 'isAnonymous'>;

export interface NameFallbacks {
  /** For an anonymous account with no name at all. */
  readonly anonymousUser: string;
  /** For a registered account with no name at all. */
  readonly user: string;
}

/** The name to show for a user, by the spec's rule. */
export function displayName(user: Partial<NameSource>, fallbacks: NameFallbacks): string {
  const nickname = clean(user.nickname);
  if (user.useNickname === true && nickname) return nickname;
  const named = clean(user.realName) ?? clean(user.displayName) ?? emailLocalPart(user.email);
  if (named) return named;
  return user.isAnonymous === true ? fallbacks.anonymousUser : fallbacks.user;
}

/** The part of an email address before the at sign; null when there is none. */
export function emailLocalPart(email: string | null | undefined): string | null {
  const text = clean(email);
  if (!text) return null;
  const at = text.indexOf('@');
  return clean(at === -1 ? text : text.slice(0, at));
}

/** Up to two initials for an avatar ("Thandi Mokoena" -> "TM", "sipho" -> "S"). */
export function initials(name: string): string {
  const words = name.trim().split(/[\s._-]+/u).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

function clean(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
