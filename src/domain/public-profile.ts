/**
 * The public projection of a user (`publicProfiles/{uid}`): what the
 * leaderboard, the home contributor count and the reporter name may show of
 * someone else. The Cloud Function in functions/ and the seeding script both
 * build it with `projectPublicProfile`, so the two can never disagree; the site
 * reads it back with `parsePublicProfile`. An email address never enters it:
 * the name follows `publicDisplayName`, and only points and times of ad
 * rewards are kept.
 */
import { publicDisplayName, type NameFallbacks } from './display-name';
import type { PublicAdReward, PublicProfile } from './model';
import { parsed, skipped, type ParseResult } from './parse-result';
import { parseAdReward, parseUser } from './parse-user';
import { isRecord, toBoolean, toCount, toEpochMs, toFiniteNumber, toText } from './parse-values';

/**
 * At most this many ad rewards (the newest) are kept, so the projection stays
 * far below Firestore's 1 MiB document limit (about 40 bytes an entry).
 */
export const MAX_PUBLIC_AD_REWARDS = 10_000;

/** The projection's fields, as stored (the document id is the uid). */
export interface PublicProfileFields {
  readonly displayName: string;
  readonly reportsCount: number;
  readonly isAnonymous: boolean;
  readonly adRewards: readonly PublicAdReward[];
}

/** A raw ad-reward document: its id and its data. */
export interface RawReward {
  readonly id: unknown;
  readonly data: unknown;
}

/**
 * Builds the projection of `users/{uid}` (`userData`, raw) and its adRewards
 * (raw documents, any order). Null when the user document is not an object,
 * which the writer treats like a missing user: no projection.
 */
export function projectPublicProfile(
  uid: string,
  userData: unknown,
  rewards: readonly RawReward[],
  fallbacks: NameFallbacks,
): PublicProfileFields | null {
  const user = parseUser(uid, userData);
  if (!user.ok) return null;
  const kept: PublicAdReward[] = [];
  for (const raw of rewards) {
    const reward = parseAdReward(raw.id, raw.data);
    if (reward.ok) kept.push({ points: reward.value.points, timestamp: reward.value.timestamp });
  }
  return {
    displayName: publicDisplayName(user.value, fallbacks),
    reportsCount: user.value.reportsCount,
    isAnonymous: user.value.isAnonymous,
    adRewards: kept.sort(newestFirst).slice(0, MAX_PUBLIC_AD_REWARDS),
  };
}

/** Newest first; rewards without a readable time last; ties by points, so every writer gets the same order. */
function newestFirst(a: PublicAdReward, b: PublicAdReward): number {
  return (b.timestamp ?? Number.NEGATIVE_INFINITY) - (a.timestamp ?? Number.NEGATIVE_INFINITY) || b.points - a.points;
}

/** Parses a `publicProfiles/{uid}` document read by the site; wrong-typed fields become safe defaults. */
export function parsePublicProfile(id: unknown, data: unknown): ParseResult<PublicProfile> {
  const uid = toText(id);
  if (uid === null) return skipped('public profile without an id');
  if (!isRecord(data)) return skipped(`public profile ${uid}: document is not an object`);
  const rewards = Array.isArray(data.adRewards) ? data.adRewards : [];
  return parsed({
    uid,
    displayName: toText(data.displayName),
    reportsCount: toCount(data.reportsCount),
    isAnonymous: toBoolean(data.isAnonymous),
    adRewards: rewards.filter(isRecord).map((reward) => ({
      points: toFiniteNumber(reward.points) ?? 0,
      timestamp: toEpochMs(reward.timestamp),
    })),
  });
}
