// The public HTTP functions limit each client address (functions/src/client-limit.ts), and the
// test run sets that limit low (scripts/test-all.mjs) so its own test reaches it in seconds.
// Tests that make many requests for other reasons name a new address for each
// (X-Forwarded-For, which the site server passes on as Hosting does), so the limit never
// decides what they see.
let clients = 0;

/** A header naming an address no request of this run has used yet. */
export function newClient(): { 'X-Forwarded-For': string } {
  clients += 1;
  return { 'X-Forwarded-For': `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}` };
}
