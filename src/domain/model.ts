/**
 * The shapes the rest of the site works with, after parsing. Dates are epoch
 * milliseconds (numbers sort fast, survive IndexedDB and workers unchanged);
 * null means "not known".
 */

export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

/** One confirmation or denial: who gave it and when (null when the date was unreadable). */
export interface Vote {
  readonly userId: string;
  readonly at: number | null;
}

/**
 * The one empty list of votes that reading the map index hands out: most reports
 * have none, and two fresh arrays for each of 50,000 reports doubled the objects
 * the garbage collector had to copy while the first markers waited.
 */
export const NO_VOTES: readonly Vote[] = Object.freeze([]);

export interface ProblemPhoto {
  readonly url: string;
}

/**
 * A report as the map index keeps it: only what the markers, filters, counts,
 * glance mode and the leaderboard need. Every visitor holds one of these per
 * report, so it stays small; the rest of a report is read when one is shown.
 */
export interface MapProblem {
  readonly id: string;
  /** The type name as stored; may be a name the site does not know. */
  readonly type: string;
  /** "Active", "Resolved" or the third, unnamed status, as stored. */
  readonly status: string;
  /** Null when the report has no usable location (it is listed, never mapped). */
  readonly coordinates: Coordinates | null;
  readonly reportedByUserId: string;
  readonly createdAt: number | null;
  readonly resolvedAt: number | null;
  readonly confirmedBy: readonly Vote[];
  readonly deniedBy: readonly Vote[];
  /**
   * The municipality's code (`CPT`) and the ward's (`19100115`) the report's position lies in,
   * both or neither: placed by the server from the coordinates when it builds the map index
   * (docs/boundaries.md §3), never read from the report document. Absent outside every ward (at
   * sea, in Lesotho or eSwatini, no position) and on a whole report read from Firestore.
   */
  readonly municipality?: string;
  readonly ward?: string;
}

/** A whole report, as read where one is shown (the detail, home's recent list, the profile). */
export interface Problem extends MapProblem {
  readonly description: string;
  readonly streetAddress: string;
  /** The reporter's display name as the app stored it at report time. */
  readonly reportedBy: string;
  readonly confirmations: number;
  readonly denials: number;
  readonly photos: readonly ProblemPhoto[];
  /** From `municipalReference` or its other spelling `municipalRefNumber`. */
  readonly municipalReference: string | null;
}

export interface AdReward {
  readonly id: string;
  readonly points: number;
  readonly timestamp: number | null;
}

/** Ad rewards as the public projection keeps them: per South African calendar day, never exact times. */
export interface RewardDay {
  /** "YYYY-MM-DD", in South African time. */
  readonly day: string;
  readonly points: number;
  /** How many rewards that day ("Ads Viewed"). */
  readonly count: number;
}

/**
 * What anyone may read about a user (`publicProfiles/{uid}`, kept by a Cloud
 * Function from `users/{uid}` and its adRewards): the public name, the counts
 * the leaderboard needs, and never an email address.
 */
export interface PublicProfile {
  readonly uid: string;
  /** The name by the public display-name rule; null when the record has none (the reader falls back). */
  readonly displayName: string | null;
  readonly reportsCount: number;
  readonly isAnonymous: boolean;
  /** Reward totals per day, newest first. */
  readonly adRewardDays: readonly RewardDay[];
}

/** A stored user document (`users/{uid}`), parsed. */
export interface UserProfile {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
  readonly realName: string | null;
  readonly nickname: string | null;
  readonly useNickname: boolean;
  readonly reportsCount: number;
  readonly isAnonymous: boolean;
  readonly lastActive: number | null;
}

/**
 * The signed-in user as the site sees it: set at once from the identity
 * service, then enriched from the stored profile when that arrives.
 */
export interface SessionUser {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
  readonly isAnonymous: boolean;
  readonly reportsCount: number;
  readonly profile: UserProfile | null;
}
