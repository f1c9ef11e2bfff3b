/**
 * Turns raw `users/{uid}` and `users/{uid}/adRewards/{id}` documents into plain
 * data. Wrong-typed fields fall back to safe defaults; only a record with no id
 * or no object body is skipped. Never throws.
 */
import type { AdReward, UserProfile } from './model';
import { parsed, skipped, type ParseResult } from './parse-result';
import { isRecord, toBoolean, toCount, toEpochMs, toFiniteNumber, toText } from './parse-values';

/** Parses one user document; `id` is the document id (the user's uid). */
export function parseUser(id: unknown, data: unknown): ParseResult<UserProfile> {
  const uid = toText(id);
  if (uid === null) return skipped('user without an id');
  if (!isRecord(data)) return skipped(`user ${uid}: document is not an object`);
  return parsed({
    uid,
    email: toText(data.email),
    displayName: toText(data.displayName),
    realName: toText(data.realName),
    nickname: toText(data.nickname),
    useNickname: toBoolean(data.useNickname),
    reportsCount: toCount(data.reportsCount),
    isAnonymous: toBoolean(data.isAnonymous),
    lastActive: toEpochMs(data.lastActive),
  });
}

/** Parses one ad reward; points that are not a number count as 0. */
export function parseAdReward(id: unknown, data: unknown): ParseResult<AdReward> {
  const rewardId = toText(id);
  if (rewardId === null) return skipped('ad reward without an id');
  if (!isRecord(data)) return skipped(`ad reward ${rewardId}: document is not an object`);
  return parsed({
    id: rewardId,
    points: toFiniteNumber(data.points) ?? 0,
    timestamp: toEpochMs(data.timestamp),
  });
}
