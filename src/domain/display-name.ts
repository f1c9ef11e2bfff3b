/**
 * The display-name rule (docs/product-behaviour.md §3.5): nickname when the user chose
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

/** The name to show for a user, by that rule. */
export function displayName(user: Partial<NameSource>, fallbacks: NameFallbacks): string {
  return chosenName(user, () => true) ?? emailLocalPart(user.email) ?? fallback(user, fallbacks);
}

/**
 * The name other people may see (the `publicProfiles` projection): the same
 * rule, except that the email step is replaced by the fallback, and a chosen
 * name that is, or contains, the user's email address or the part before its
 * at sign is passed over, so no email and no part of one is ever public.
 */
export function publicDisplayName(user: Partial<NameSource>, fallbacks: NameFallbacks): string {
  return publicChosenName(user) ?? fallback(user, fallbacks);
}

/**
 * The public name a user chose, by the same rule without its fallback: null when
 * there is none, so what is stored (`publicProfiles`) holds no words of any language
 * and each reader sees "User" or "Anonymous User" in their own.
 */
export function publicChosenName(user: Partial<NameSource>): string | null {
  const email = comparable(user.email);
  const local = emailLocalPart(email);
  const revealsEmail = (name: string) => {
    const plain = comparable(name) ?? '';
    return looksLikeEmail(name) || (email !== null && plain.includes(email)) || (local !== null && plain === local);
  };
  return chosenName(user, (name) => !revealsEmail(name));
}

/** Steps 1 to 3 of the rule: the first of nickname (when chosen), real name and display name that `allowed` accepts. */
function chosenName(user: Partial<NameSource>, allowed: (name: string) => boolean): string | null {
  const candidates = [user.useNickname === true ? user.nickname : null, user.realName, user.displayName];
  for (const candidate of candidates) {
    const name = clean(candidate);
    if (name && allowed(name)) return name;
  }
  return null;
}

function fallback(user: Partial<NameSource>, fallbacks: NameFallbacks): string {
  return user.isAnonymous === true ? fallbacks.anonymousUser : fallbacks.user;
}

/**
 * Something shaped like an address: text, an at sign, text, once look-alike
 * characters are folded (NFKC turns the full-width "＠" and the small "﹫" into
 * "@") and spaces removed ("bob @ example.org" still reads as an address).
 */
export function looksLikeEmail(text: string): boolean {
  return /[^@]@[^@]/u.test(comparable(text) ?? '');
}

/** Text as compared for email look-alikes: NFKC-folded, lower case, without any white space. */
function comparable(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const folded = text.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
  return folded === '' ? null : folded;
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
