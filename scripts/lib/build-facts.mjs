// A Vite plug-in that writes what the server needs to know about a build beside its
// pages (lib/content-policy.mjs's BUILD_FACTS_FILE): whether it runs Google Maps, whose
// script needs a wider Content Security Policy, and which Storage bucket its report
// photos come from. It also refuses a build whose bucket the rules and the policy do not
// admit (src/domain/report-limits.ts's PHOTO_BUCKETS), which would show no photo at all.
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_FACTS_FILE } from './content-policy.mjs';

/**
 * `photoBucketsOf(env)`: the build's own buckets from its environment;
 * `listedBuckets`: the buckets the rules and the policy admit.
 */
export function buildFacts({ photoBucketsOf, listedBuckets }) {
  let facts = null;
  let outDir = 'dist';
  return {
    name: 'mzansi-build-facts',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      const photoBuckets = photoBucketsOf(config.env);
      const unlisted = photoBuckets.filter((bucket) => !listedBuckets.includes(bucket));
      if (unlisted.length > 0) {
        throw new Error(
          `The Storage bucket ${unlisted.join(', ')} is not in PHOTO_BUCKETS (src/domain/report-limits.ts): ` +
            "add it there, then firestore.rules' photoUrlPattern and firebase.json's img-src and connect-src " +
            '(scripts/report-limits-sync.test.ts says what they must hold), or the rules would refuse its photos.',
        );
      }
      const key = config.env.VITE_GOOGLE_MAPS_API_KEY;
      facts = { googleMaps: typeof key === 'string' && key.trim() !== '', photoBuckets };
    },
    writeBundle() {
      fs.writeFileSync(path.join(outDir, BUILD_FACTS_FILE), `${JSON.stringify(facts)}\n`);
    },
  };
}
