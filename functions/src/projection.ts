/**
 * The projection rule: the one function both the Cloud Function (index.ts) and the seeding script
 * (scripts/lib/seed.mjs, through the built lib/projection.js) use, so a
 * seeded projection and a maintained one cannot differ; likewise the name the
 * report guard gives a report's `reportedBy`, which seeding gives too.
 */
import type { RewardDay } from '../../src/domain/model';
import { publicDisplayName } from '../../src/domain/display-name';
import { projectPublicProfile, rewardDaysOfRaw, type PublicProfileFields, type RawReward } from '../../src/domain/public-profile';
import { parseUser } from '../../src/domain/parse-user';
import { nameMessages } from '../../src/messages/en-names';

export type { PublicProfileFields, RawReward, RewardDay };

export const PUBLIC_PROFILES = 'publicProfiles';

// A report's `reportedBy` still carries the English words for a nameless reporter (the field
// belongs to the Android app's report format); the site puts its reader's language's words in their place
// (storedNameLabel). `publicProfiles` stores no words: a nameless profile's name is null.
const fallbacks = { user: nameMessages.user, anonymousUser: nameMessages.anonymousUser };

/** The `publicProfiles/{uid}` fields for a raw user document and all its raw ad rewards (seeding); null for no projection. */
export function publicProfileOf(uid: string, userData: unknown, rewards: readonly RawReward[]): PublicProfileFields | null {
  return projectPublicProfile(uid, userData, rewardDaysOfRaw(rewards));
}

/** The same from a raw user document and the reward totals per day the function keeps. */
export function publicProfileFromDays(uid: string, userData: unknown, rewardDays: readonly RewardDay[]): PublicProfileFields | null {
  return projectPublicProfile(uid, userData, rewardDays);
}

/** A report's `reportedBy`: the public name by the display-name rule with the English fallback words ("User", "Anonymous User"), or "Unknown User" with no user document. */
export function publicNameOf(uid: string, userData: unknown): string {
  const user = parseUser(uid, userData);
  return user.ok ? publicDisplayName(user.value, fallbacks) : nameMessages.unknownUser;
}

/**
 * The uid a report names as its reporter (`reportedByUserId`), when it can be a
 * `users/{uid}` document id; null otherwise (such a report's `reportedBy` is
 * `publicNameOf('', null)`). The report guard, the seeding script and the
 * migration all read the reporter this way.
 */
export function reporterUidOf(report: unknown): string | null {
  const uid = typeof report === 'object' && report !== null ? (report as { reportedByUserId?: unknown }).reportedByUserId : undefined;
  return typeof uid === 'string' && uid !== '' && !uid.includes('/') ? uid : null;
}
