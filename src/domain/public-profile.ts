/**
 * The public projection of a user (`publicProfiles/{uid}`): what the
 * leaderboard, the home contributor count and the reporter name may show of
 * someone else. The Cloud Function in functions/ and the seeding script both
 * build it with `projectPublicProfile`, so the two can never disagree; the site
 * reads it back with `parsePublicProfile`. An email address never enters it:
 * the name follows `publicDisplayName`, and ad rewards only as points and
 * counts per day (reward-days.ts), never their exact times.
 */
import { publicChosenName } from './display-name';
import { parseCalendarDay } from './date-range';
import type { PublicProfile, RewardDay } from './model';
import { parsed, skipped, type ParseResult } from './parse-result';
import { parseAdReward, parseUser } from './parse-user';
import { isRecord, toBoolean, toCount, toEpochMs, toFiniteNumber, toText } from './parse-values';
import { rewardDaysOf } from './reward-days';

/** The projection's fields, as stored (the document id is the uid). */
export interface PublicProfileFields {
  /** The name the user chose, by the display-name rule; null when none (readers put "User" or "Anonymous User" in their language). */
  readonly displayName: string | null;
  readonly reportsCount: number;
  readonly isAnonymous: boolean;
  readonly adRewardDays: readonly RewardDay[];
}

/** A raw ad-reward document: its id and its data. */
export interface RawReward {
  readonly id: unknown;
  readonly data: unknown;
}

/** Day totals of raw ad-reward documents (any order); unreadable rewards and those without a time are left out. */
export function rewardDaysOfRaw(rewards: readonly RawReward[]): RewardDay[] {
  const kept: { points: number; timestamp: number | null }[] = [];
  for (const raw of rewards) {
    const reward = parseAdReward(raw.id, raw.data);
    if (reward.ok) kept.push(reward.value);
  }
  return rewardDaysOf(kept);
}

/**
 * Builds the projection of `users/{uid}` (`userData`, raw) and the user's
 * reward days (see rewardDaysOfRaw; the Cloud Function keeps them up to date
 * one day at a time). Null when the user document is not an object, which the
 * writer treats like a missing user: no projection.
 */
export function projectPublicProfile(
  uid: string,
  userData: unknown,
  rewardDays: readonly RewardDay[],
): PublicProfileFields | null {
  const user = parseUser(uid, userData);
  if (!user.ok) return null;
  return {
    displayName: publicChosenName(user.value),
    reportsCount: user.value.reportsCount,
    isAnonymous: user.value.isAnonymous,
    adRewardDays: rewardDays,
  };
}

/** Parses a `publicProfiles/{uid}` document read by the site; wrong-typed fields become safe defaults. */
export function parsePublicProfile(id: unknown, data: unknown): ParseResult<PublicProfile> {
  const uid = toText(id);
  if (uid === null) return skipped('public profile without an id');
  if (!isRecord(data)) return skipped(`public profile ${uid}: document is not an object`);
  return parsed({
    uid,
    displayName: toText(data.displayName),
    reportsCount: toCount(data.reportsCount),
    isAnonymous: toBoolean(data.isAnonymous),
    adRewardDays: Array.isArray(data.adRewardDays) ? parseRewardDays(data.adRewardDays) : legacyRewardDays(data.adRewards),
  });
}

function parseRewardDays(entries: readonly unknown[]): RewardDay[] {
  const days: RewardDay[] = [];
  for (const entry of entries) {
    if (!isRecord(entry)) continue;
    const day = toText(entry.day);
    if (day === null || parseCalendarDay(day) === null) continue;
    days.push({ day, points: toFiniteNumber(entry.points) ?? 0, count: toCount(entry.count) });
  }
  return days;
}

/** A projection written before day totals (a list of {points, timestamp}) still scores the same. */
function legacyRewardDays(rewards: unknown): RewardDay[] {
  if (!Array.isArray(rewards)) return [];
  return rewardDaysOf(
    rewards.filter(isRecord).map((reward) => ({ points: toFiniteNumber(reward.points) ?? 0, timestamp: toEpochMs(reward.timestamp) })),
  );
}
