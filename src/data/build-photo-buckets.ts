/**
 * The Storage bucket this build's report photos come from, read once from the
 * build's Firebase configuration. The build itself refuses a bucket that the rules
 * and the Content Security Policy do not admit (scripts/lib/build-facts.mjs checks
 * it against src/domain/report-limits.ts), so the three always agree.
 */
import { firebaseSettingsFromEnv, photoBucketsOf } from './firebase-config';

export const BUILD_PHOTO_BUCKETS: readonly string[] = photoBucketsOf(firebaseSettingsFromEnv(import.meta.env));
