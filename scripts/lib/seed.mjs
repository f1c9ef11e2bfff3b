// Loads a seed file (format: docs/data-model.md §8) into the local
// Auth and Firestore emulators. Plain Node 20 ESM with global fetch.
//
// The data is written as given (malformed records are how the site's parsers get tested);
// the only conversions are the ones the seed format asks for: ISO date-time strings under
// createdAt/resolvedAt/lastActive/timestamp become Timestamps, coordinates become a map
// of doubles, users[i].adRewards becomes a subcollection. One field is not the file's:
// a report's `reportedBy` is its reporter's public name, as the report guard
// (functions/src/report-guard.ts, paused here) sets it on every write, since a file
// written by the display-name rule (docs/product-behaviour.md §3.5) puts email local parts there ("r.vandermerwe").
//
// It also writes each user's public projection, publicProfiles/{uid}, with the very rule
// the Cloud Function uses (functions/lib/projection.js, built from src/domain), and keeps
// the Functions emulator's triggers off while it writes (through the emulator hub), so 50,000
// problems do not set off 50,000 function runs and the seeded counts stay as given. Then it
// rebuilds the map index (mapCells, mapMeta) with the functions' own rebuild
// (functions/lib/map-index-admin.js, which needs functions/node_modules: the Admin SDK).
// The leaderboard's stats (contributorStats, reportContributions) are rebuilt the same way.
import { readFile } from 'node:fs/promises';
import { loadBuiltFunctions } from './built-functions.mjs';

const TIMESTAMP_KEYS = new Set(['createdAt', 'resolvedAt', 'lastActive', 'timestamp']);
const BATCH_SIZE = 500; // Firestore's limit of writes per commit.
// Measured on 2 cores with 50k problems (see report): the emulator is the bottleneck;
// 4 requests in flight keep it busy while Node encodes the next batches.
const CONCURRENCY = 4;
const AUTH_BATCH_SIZE = 1000; // accounts:batchCreate limit in production.
const MAX_NOTES_PER_KIND = 5; // keep the log readable when a file has thousands of bad records.

// ---------------------------------------------------------------------------------------
// Value encoding (JS value -> Firestore REST `Value`)

// Extended-format ISO-8601 date-time: date, 'T', hh:mm[:ss[.fraction]], optional offset.
// A missing offset is read as UTC so results do not depend on the seeding machine's zone.
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|([+-])(\d{2})(?::?(\d{2}))?)?$/;
// Firestore's Timestamp range: 0001-01-01T00:00:00Z .. 9999-12-31T23:59:59.999999999Z.
const MIN_MS = -62135596800000;
const MAX_MS = 253402300799999;

/** Returns the RFC 3339 UTC form Firestore accepts, or null if `s` is not a real date-time. */
export function isoToTimestamp(s) {
  const m = ISO_DATE_TIME.exec(s);
  if (!m) return null;
  const [, y, mo, d, h, mi, sec = '00', frac, zone, sign, oh, om = '00'] = m;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, sec].map(Number);
  // Reject impossible times (25:00, leap second 60: Firestore cannot store it).
  if (hour > 23 || minute > 59 || second > 59) return null;
  let offsetMin = 0;
  if (zone && zone !== 'Z') {
    if (Number(oh) > 23 || Number(om) > 59) return null;
    offsetMin = (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  }
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0..99 to 1900..1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  // Reject impossible dates (2026-02-30, month 13): Date would silently roll them over.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  date.setUTCHours(hour, minute, second, 0);
  const ms = date.getTime() - offsetMin * 60_000;
  if (ms < MIN_MS || ms > MAX_MS) return null;
  // Offsets are whole minutes, so the fraction (kept to the nanosecond) is unaffected.
  return new Date(ms).toISOString().slice(0, 19) + (frac ? `.${frac}` : '') + 'Z';
}

const isPlainObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFiniteNumber = (v) => typeof v === 'number' && Number.isFinite(v);

/** Encodes a JSON value; `key` is the name it sits under (drives the timestamp/coordinates rules). */
export function encodeValue(value, key) {
  if (value === null || value === undefined) return { nullValue: null };
  switch (typeof value) {
    case 'boolean':
      return { booleanValue: value };
    case 'number':
      // JSON has one number type; whole numbers become integers (as the SDK writes them),
      // except beyond 2^53 where JSON.parse already lost precision and a double is honest.
      return Number.isSafeInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
    case 'string': {
      const ts = TIMESTAMP_KEYS.has(key) ? isoToTimestamp(value) : null;
      return ts ? { timestampValue: ts } : { stringValue: value };
    }
  }
  if (Array.isArray(value)) return { arrayValue: { values: value.map((v) => encodeValue(v)) } };
  if (key === 'coordinates' && isFiniteNumber(value.latitude) && isFiniteNumber(value.longitude)) {
    // The mobile app stores a plain map of two doubles (not a GeoPoint); write -26 as 26.0 too.
    const fields = encodeFields(value);
    fields.latitude = { doubleValue: value.latitude };
    fields.longitude = { doubleValue: value.longitude };
    return { mapValue: { fields } };
  }
  return { mapValue: { fields: encodeFields(value) } };
}

function encodeFields(obj, skip) {
  const fields = {};
  for (const [k, v] of Object.entries(obj)) if (!skip?.has(k)) fields[k] = encodeValue(v, k);
  return fields;
}

// ---------------------------------------------------------------------------------------
// Seed file -> list of documents

function validDocId(id) {
  return (
    typeof id === 'string' && id !== '' && id !== '.' && id !== '..' && !id.includes('/') &&
    !/^__.*__$/.test(id) && Buffer.byteLength(id) <= 1500
  );
}

/**
 * Assigns document ids to `records` (an array from the seed file). Explicit ids are kept;
 * missing or unusable ones get `<prefix>-<index>` (deterministic, never clashing with an
 * explicit id). Non-objects are skipped. Duplicate ids: the later record wins, like keys in
 * a JSON object. Returns [id, record] pairs in file order.
 */
function assignIds(records, where, prefix, note, isValid = validDocId) {
  const explicit = new Set();
  const idOf = (r) => (typeof r.id === 'number' ? String(r.id) : r.id);
  for (const r of records) if (isPlainObject(r) && isValid(idOf(r))) explicit.add(idOf(r));
  const byId = new Map();
  records.forEach((r, i) => {
    if (!isPlainObject(r)) {
      note('skipped', `${where}[${i}] is not an object (${JSON.stringify(r)?.slice(0, 60)}): skipped`);
      return;
    }
    let id = idOf(r);
    if (!isValid(id)) {
      id = `${prefix}-${i}`;
      for (let n = 2; explicit.has(id); n++) id = `${prefix}-${i}-${n}`;
      note('generated-id', `${where}[${i}] has ${r.id === undefined ? 'no id' : `unusable id ${JSON.stringify(r.id)}`}: using "${id}"`);
    } else if (byId.has(id)) {
      note('duplicate-id', `${where}[${i}] repeats id "${id}": the later record wins`);
      byId.delete(id); // re-insert so the order reflects the winning record
    }
    byId.set(id, r);
  });
  return [...byId];
}

function section(seed, key, note) {
  const v = seed[key];
  if (v === undefined || v === null) return [];
  if (Array.isArray(v)) return v;
  note('skipped', `"${key}" is not an array: skipped`);
  return [];
}

/** The users of the seed file, each with its ad rewards as [id, record] pairs (empty unless an array). */
function seededUsers(seed, note) {
  return assignIds(section(seed, 'users', note), 'users', 'seed-user', note).map(([uid, user]) => {
    const rewards = user.adRewards;
    if (rewards !== undefined && !Array.isArray(rewards)) note('bad-rewards', `users/${uid}.adRewards is not an array: copied as a field`);
    return { uid, user, rewards: Array.isArray(rewards) ? assignIds(rewards, `users/${uid}.adRewards`, 'seed-reward', note) : null };
  });
}

/** Yields { kind, name, fields } for every user and ad reward, encoding lazily. */
function* userDocuments(users, docRoot) {
  for (const { uid, user, rewards } of users) {
    // Only an array becomes the subcollection; anything else is malformed and copied as is.
    const skip = new Set(rewards ? ['id', 'adRewards'] : ['id']);
    yield { kind: 'users', name: `${docRoot}/users/${uid}`, fields: encodeFields(user, skip) };
    for (const [rid, reward] of rewards ?? []) {
      yield { kind: 'adRewards', name: `${docRoot}/users/${uid}/adRewards/${rid}`, fields: encodeFields(reward, new Set(['id'])) };
    }
  }
}

/**
 * Yields { kind, name, fields, renamed } for every problem, encoding lazily, with
 * `reportedBy` set to `reporterNameOf(problem)`; `renamed` when the file said otherwise.
 */
function* problemDocuments(seed, docRoot, note, reporterNameOf) {
  for (const [id, problem] of assignIds(section(seed, 'problems', note), 'problems', 'seed-problem', note)) {
    const reportedBy = reporterNameOf(problem);
    const fields = encodeFields(problem, new Set(['id']));
    fields.reportedBy = encodeValue(reportedBy);
    yield { kind: 'problems', name: `${docRoot}/problems/${id}`, fields, renamed: problem.reportedBy !== reportedBy };
  }
}

/**
 * The report guard's `reportedBy` for a problem: the public name of the reporter's user
 * document as Firestore took it (a user it refused is no record: "Unknown User"), by the
 * guard's own rule (`publicNameOf`, `reporterUidOf`). The file's `reportedBy` is never read.
 */
function reporterNames(users, docRoot, rejected, { publicNameOf, reporterUidOf }) {
  const stored = new Map(users.filter(({ uid }) => !rejected.has(`${docRoot}/users/${uid}`)).map(({ uid, user }) => [uid, user]));
  const names = new Map();
  return (problem) => {
    const uid = reporterUidOf(problem);
    if (uid === null) return publicNameOf('', null);
    if (!names.has(uid)) names.set(uid, publicNameOf(uid, stored.get(uid) ?? null));
    return names.get(uid);
  };
}

/**
 * Yields publicProfiles/{uid} for every user document Firestore took, from the user and the
 * rewards it took, exactly as the Cloud Function would build it from those documents.
 */
function* projections(users, docRoot, rejected, publicProfileOf) {
  for (const { uid, user, rewards } of users) {
    if (rejected.has(`${docRoot}/users/${uid}`)) continue;
    const stored = (rewards ?? []).filter(([rid]) => !rejected.has(`${docRoot}/users/${uid}/adRewards/${rid}`));
    const fields = publicProfileOf(uid, user, stored.map(([id, data]) => ({ id, data })));
    if (fields) yield { kind: 'publicProfiles', name: `${docRoot}/publicProfiles/${uid}`, fields: encodeProjection(fields) };
  }
}

/** A projection as Firestore stores it: plain fields (reward totals per day hold no times). */
function encodeProjection(fields) {
  return encodeFields(fields);
}

/** The projection rule the Cloud Function uses, and the report guard's naming rule. */
async function loadProjectionRules() {
  const { publicProfileOf, publicNameOf, reporterUidOf } = await loadBuiltFunctions('projection');
  return { publicProfileOf, publicNameOf, reporterUidOf };
}

/**
 * Rebuilds the map index from what was just written, with the Cloud Function's own code
 * (its trigger was paused while seeding). The Admin SDK finds the emulator by the
 * environment variable, so it is pointed at this seeding's Firestore.
 */
async function rebuildMapIndex(projectId, firestoreHost) {
  const { rebuildProjectMapIndex } = await loadBuiltFunctions('map-index-admin');
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  return rebuildProjectMapIndex(projectId);
}

/**
 * Writes the leaderboard's stats (contributorStats, reportContributions) from what was just
 * written, with the Cloud Function's own code (functions/lib/contributor-stats-admin.js), as
 * its trigger would have, so the seeded board shows the spec's figures.
 */
async function rebuildContributorStats(projectId, firestoreHost) {
  const { rebuildProjectContributorStats } = await loadBuiltFunctions('contributor-stats-admin');
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  return rebuildProjectContributorStats(projectId);
}

// ---------------------------------------------------------------------------------------
// HTTP

/** fetch that turns "connection refused" into an actionable message and non-2xx into errors. */
async function call(what, host, path, init = {}) {
  let res;
  try {
    res = await fetch(`http://${host}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner', ...init.headers },
    });
  } catch (e) {
    throw new Error(`${what} emulator not reachable at ${host} (${e.cause?.code ?? e.message}): start it with npm start`);
  }
  const text = await res.text();
  if (!res.ok) {
    const err = new Error(`${what} emulator: ${init.method ?? 'GET'} ${path} -> ${res.status} ${text.slice(0, 300)}`);
    err.status = res.status;
    err.body = text;
    throw err;
  }
  return text ? JSON.parse(text) : {};
}

// ---------------------------------------------------------------------------------------

export async function seedEmulators({
  file,
  projectId = 'demo-mzansi-fix',
  firestoreHost = process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080',
  authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
  hubHost = process.env.FIREBASE_EMULATOR_HUB || null,
  log = console.log,
  concurrency = CONCURRENCY,
}) {
  const started = performance.now();
  const notes = new Map();
  const note = (kind, msg) => {
    const n = (notes.get(kind) ?? 0) + 1;
    notes.set(kind, n);
    if (n <= MAX_NOTES_PER_KIND) log(`seed: ${msg}`);
  };

  // Read and parse before wiping anything, so a broken file leaves the emulators untouched.
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new Error(e.code === 'ENOENT' ? `Seed file not found: ${file}` : `Cannot read seed file ${file}: ${e.message}`);
  }
  let seed;
  try {
    seed = JSON.parse(text);
  } catch (e) {
    throw new Error(`Seed file ${file} is not valid JSON: ${e.message}`);
  }
  if (!isPlainObject(seed)) throw new Error(`Seed file ${file} must contain a JSON object, not ${Array.isArray(seed) ? 'an array' : typeof seed}`);
  for (const k of Object.keys(seed)) if (!['accounts', 'users', 'problems'].includes(k)) note('unknown-key', `unknown top-level key "${k}": ignored`);
  const rules = await loadProjectionRules();

  // The projections and reporter names are written here; triggers firing on every seeded document would only redo them.
  const triggers = await pauseTriggers(hubHost, { projectId, firestoreHost, log });
  let resumed = false;
  const resume = async () => {
    if (resumed) return;
    resumed = true;
    await triggers.resume();
  };
  try {
    return await replaceData({ seed, projectId, firestoreHost, authHost, concurrency, note, notes, log, started, rules, resume });
  } finally {
    await resume(); // also after a failure, or the emulators would be left without triggers
  }
}

/**
 * Turns the Functions emulator's background triggers off through the emulator hub, if one is
 * given and has a Functions emulator; `resume()` turns them on again and waits until the
 * writes made meanwhile have drained (see drainTriggers). Without a hub (or functions) this
 * does nothing: the triggers, if any, simply also run.
 */
async function pauseTriggers(hubHost, { projectId, firestoreHost, log }) {
  const none = { resume: async () => {} };
  if (!hubHost) return none;
  try {
    const running = await call('Emulator hub', hubHost, '/emulators');
    if (!running.functions) return none;
    await call('Emulator hub', hubHost, '/functions/disableBackgroundTriggers', { method: 'PUT' });
  } catch {
    return none;
  }
  // Disabled triggers still cost each write an event, sent one at a time and dropped: at 9,005
  // reports the resume waited 24 to 86 s for the last of them. With every registration pointed away, the
  // seed's writes make no event; the resume registers the triggers afresh (a new generation).
  // Only a speed-up: should it fail, the writes make their events as before, and the resume still drains them.
  await retireTriggers({ hubHost, projectId, firestoreHost, keepLive: false }).catch(() => {});
  return { resume: () => resumeTriggers({ hubHost, projectId, firestoreHost, log }) };
}

/** Turns the Functions emulator's background triggers on again and waits for drainTriggers. */
export async function resumeTriggers({
  hubHost = process.env.FIREBASE_EMULATOR_HUB,
  projectId = 'demo-mzansi-fix',
  firestoreHost = process.env.FIRESTORE_EMULATOR_HOST,
  log = console.log,
} = {}) {
  await call('Emulator hub', hubHost, '/functions/enableBackgroundTriggers', { method: 'PUT' });
  await retireTriggers({ hubHost, projectId, firestoreHost, keepLive: true });
  await drainTriggers({ projectId, firestoreHost, log });
}

/** A collection nothing writes: retired trigger registrations watch it (retireTriggers). */
const RETIRED_TRIGGER_PATTERN = 'zzRetiredEmulatorTriggers/{doc}';

/**
 * Points the registrations that earlier pauses left in the Firestore emulator at a collection
 * nothing writes, so it stops sending every write to each of them (see drainTriggers for why
 * they pile up). The emulator has no call to remove a registration, but registering one under
 * the same name replaces it. The Functions emulator keeps one trigger record per generation and
 * lists them all under `/backends`, so a trigger listed n times was registered as `<id>-0` …
 * `<id>-<n-1>`. On a resume every name but the last (the live one) is retired; on a pause, every
 * name, so the seed's own writes reach no trigger at all. Measured here: with 8
 * generations, 1,000 writes made while paused took 18.8 s to drain; after retiring, 7.8 s (a
 * fresh emulator: 8.6 s). Only Firestore triggers of the 2nd generation (CloudEvents) are ours.
 */
async function retireTriggers({ hubHost, projectId, firestoreHost, keepLive }) {
  const running = await call('Emulator hub', hubHost, '/emulators');
  const functions = running.functions;
  if (!functions) return;
  const { backends } = await call('Functions', `${functions.host}:${functions.port}`, '/backends');
  const generations = new Map();
  for (const trigger of backends.flatMap((backend) => backend.functionTriggers ?? [])) {
    const filters = trigger.eventTrigger?.eventFilters;
    if (!trigger.eventTrigger?.eventType?.startsWith('google.cloud.firestore.document.') || !filters?.database) continue;
    const seen = generations.get(trigger.id);
    generations.set(trigger.id, { trigger, count: (seen?.count ?? 0) + 1 });
  }
  const retirements = [];
  for (const [id, { trigger, count }] of generations) {
    const { eventType, eventFilters } = trigger.eventTrigger;
    const bundle = JSON.stringify({
      eventType,
      database: eventFilters.database,
      namespace: eventFilters.namespace,
      document: { value: RETIRED_TRIGGER_PATTERN, matchType: 'PATH_PATTERN' },
    });
    for (let generation = 0; generation < (keepLive ? count - 1 : count); generation += 1) {
      const path = `/emulator/v1/projects/${projectId}/eventarcTrigger?eventarcTriggerId=${encodeURIComponent(`${id}-${generation}`)}`;
      retirements.push(call('Firestore', firestoreHost, path, { method: 'POST', body: bundle }));
    }
  }
  await Promise.all(retirements);
}

/** How long drainTriggers waits for the emulator's backlog before giving up. */
const DRAIN_TIMEOUT_MS = 300_000;

/**
 * Waits until the Firestore emulator has delivered every write made while the triggers were
 * paused. Pausing does not stop the emulator from sending those writes' events: it sends each,
 * one at a time, to the Functions emulator, which drops them. Worse, every pause and resume
 * registers each trigger once more under a new name (firebase-tools counts "generations", and
 * the Firestore emulator has no call to remove a trigger), so each later write is sent once
 * per generation (5,000 writes after ten pauses held up the next real event by 114 s here),
 * until resumeTriggers retires the old names (retireTriggers). Since a pause retires every name,
 * only the writes of a seed without a hub (or made before the pause) are left to drain.
 * A write made after the resume queues behind them, so this makes one (a sentinel user) and
 * waits for its trigger's answer (its publicProfiles document), then deletes it and waits for
 * the projection to go: by then the backlog is gone and nothing of the sentinel is left.
 */
export async function drainTriggers({ projectId = 'demo-mzansi-fix', firestoreHost = process.env.FIRESTORE_EMULATOR_HOST, log = console.log } = {}) {
  const uid = `zz-seed-drain-${Date.now().toString(36)}`;
  const documents = `/v1/projects/${projectId}/databases/(default)/documents`;
  const projectionExists = async () => {
    const res = await fetch(`http://${firestoreHost}${documents}/publicProfiles/${uid}`, { headers: { authorization: 'Bearer owner' } });
    await res.arrayBuffer();
    return res.status === 200;
  };
  const until = async (wanted, what) => {
    while ((await projectionExists()) !== wanted) {
      if (performance.now() - started > DRAIN_TIMEOUT_MS) throw new Error(`The Functions emulator's triggers did not ${what} within ${DRAIN_TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const started = performance.now();
  await call('Firestore', firestoreHost, `${documents}/users/${uid}`, {
    method: 'PATCH',
    body: JSON.stringify({ fields: { isAnonymous: { booleanValue: true }, reportsCount: { integerValue: '0' } } }),
  }); // with its count, so the trigger has no count to correct (a second write that could outlive the deletion)
  await until(true, 'answer a write');
  await call('Firestore', firestoreHost, `${documents}/users/${uid}`, { method: 'DELETE' });
  await until(false, 'answer a deletion');
  const seconds = (performance.now() - started) / 1000;
  if (seconds > 2) log(`seed: the triggers caught up with the writes made while paused in ${seconds.toFixed(1)} s`);
}

async function replaceData({ seed, projectId, firestoreHost, authHost, concurrency, note, notes, log, started, rules, resume }) {

  // Seeding replaces all data.
  await Promise.all([
    call('Auth', authHost, `/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' }),
    call('Firestore', firestoreHost, `/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' }),
  ]);
  // Production answers INVALID_LOGIN_CREDENTIALS for both wrong password and unknown email;
  // the emulator only does with improved email privacy on.
  await call('Auth', authHost, `/emulator/v1/projects/${projectId}/config`, {
    method: 'PATCH',
    body: JSON.stringify({ signIn: { allowDuplicateEmails: false }, emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  });

  const [accounts, counts] = await Promise.all([
    seedAccounts(section(seed, 'accounts', note), { projectId, authHost, note }),
    seedFirestore(seed, { projectId, firestoreHost, concurrency, note, rules }),
  ]);
  const mapIndex = await rebuildMapIndex(projectId, firestoreHost);
  const stats = await rebuildContributorStats(projectId, firestoreHost);
  log(`seed: leaderboard stats of ${stats.users} users from ${stats.reports} problems`);
  if (stats.refused.length > 0) {
    log(`seed: Firestore refused ${stats.refused.length} leaderboard stats documents, left out (first: ${stats.refused[0]})`);
  }

  for (const [kind, n] of notes) if (n > MAX_NOTES_PER_KIND) log(`seed: ... and ${n - MAX_NOTES_PER_KIND} more "${kind}" notes`);
  if (counts.reportedByReplaced) {
    log(`seed: reportedBy of ${counts.reportedByReplaced} problems replaced by the reporter's public name, as the report guard sets it`);
  }
  // The triggers run again, caught up with the writes above, before the summary: its time includes that wait.
  await resume();
  const ms = Math.round(performance.now() - started);
  log(
    `seed: ${accounts} accounts, ${counts.users} users, ${counts.adRewards} adRewards, ${counts.problems} problems, ` +
      `${counts.publicProfiles} publicProfiles, map index of ${mapIndex.reports} reports in ${mapIndex.cells} cells ` +
      `(${mapIndex.skipped} left out) in ${(ms / 1000).toFixed(1)} s ` +
      `(Firestore ${firestoreHost}, Auth ${authHost}, project ${projectId})`,
  );
  return { accounts, ...counts, mapIndexCells: mapIndex.cells, ms };
}

async function seedAccounts(records, { projectId, authHost, note }) {
  const users = assignIds(
    records.map((a) => (isPlainObject(a) ? { ...a, id: a.uid } : a)),
    'accounts',
    'seed-account',
    note,
    // Auth uids are not document paths: any non-empty string up to 128 characters.
    (uid) => typeof uid === 'string' && uid !== '' && uid.length <= 128,
  ).map(([uid, a]) => ({ localId: uid, email: a.email, rawPassword: a.password, displayName: a.displayName }));
  let created = 0;
  for (let i = 0; i < users.length; i += AUTH_BATCH_SIZE) {
    const chunk = users.slice(i, i + AUTH_BATCH_SIZE);
    const res = await call('Auth', authHost, `/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchCreate`, {
      method: 'POST',
      // allowOverwrite: the emulator otherwise rejects the whole request on a repeated uid.
      body: JSON.stringify({ users: chunk, allowOverwrite: true }),
    });
    // batchCreate answers 200 and lists the accounts it refused (invalid email, duplicate email...).
    for (const e of res.error ?? []) note('account-error', `account "${chunk[e.index].localId}" not created: ${e.message}`);
    created += chunk.length - (res.error?.length ?? 0);
  }
  return created;
}

async function seedFirestore(seed, { projectId, firestoreHost, concurrency, note, rules }) {
  const docRoot = `projects/${projectId}/databases/(default)/documents`;
  const commitPath = `/v1/${docRoot}:commit`;
  const counts = { users: 0, adRewards: 0, problems: 0, publicProfiles: 0, reportedByReplaced: 0 };
  const rejected = new Set();
  const users = seededUsers(seed, note);
  await writeAll(userDocuments(users, docRoot));
  // Then, knowing which user documents Firestore took: the problems, named as the guard names them,
  await writeAll(problemDocuments(seed, docRoot, note, reporterNames(users, docRoot, rejected, rules)));
  // and a projection only for what Firestore took.
  await writeAll(projections(users, docRoot, rejected, rules.publicProfileOf));
  return counts;

  async function writeAll(docs) {
    await Promise.all(Array.from({ length: concurrency }, () => worker(docs)));
  }

  function commit(batch) {
    return call('Firestore', firestoreHost, commitPath, {
      method: 'POST',
      body: JSON.stringify({ writes: batch.map(({ name, fields }) => ({ update: { name, fields } })) }),
    });
  }

  function stored(d) {
    counts[d.kind]++;
    if (d.renamed) counts.reportedByReplaced++;
  }

  // Workers share one generator (safe: JS is single-threaded and next() is synchronous),
  // so at most `concurrency` batches are encoded and in flight at any time.
  async function worker(docs) {
    for (;;) {
      const batch = [];
      while (batch.length < BATCH_SIZE) {
        const d = docs.next();
        if (d.done) break;
        batch.push(d.value);
      }
      if (batch.length === 0) return;
      try {
        await commit(batch);
        for (const d of batch) stored(d);
      } catch (e) {
        if (e.status !== 400) throw e;
        // A commit is atomic: one document Firestore cannot store (nested arrays, empty field
        // name, over 1 MiB...) fails all 500. Retry one by one to keep the others.
        for (const d of batch) {
          try {
            await commit([d]);
            stored(d);
          } catch (e1) {
            if (e1.status !== 400) throw e1;
            let msg = e1.body;
            try { msg = JSON.parse(e1.body).error.message; } catch { /* keep the raw body */ }
            rejected.add(d.name);
            note('rejected', `${d.name.slice(docRoot.length + 1)} rejected by Firestore (${msg}): skipped`);
          }
        }
      }
    }
  }
}
