#!/usr/bin/env node
/**
 * Writes the demo data set (seed/demo.json, format: docs/data-model.md §8).
 *
 * Why generated rather than hand-written: the demo needs hundreds of believable
 * reports, and performance tests need 50,000 of the same shape. A seeded PRNG and
 * a fixed default "now" make the output byte-for-byte reproducible, so the file
 * can be regenerated and diffed, and tests can rely on its contents.
 *
 * Usage:
 *   node scripts/generate-demo-seed.mjs [--problems N] [--users N] [--seed S]
 *                                       [--now ISO] [--out PATH]
 * Defaults: 450 problems, 36 users, seed 20261120, now 2026-11-20T12:00:00Z,
 * out seed/demo.json. --problems counts well-formed reports; five deliberately
 * malformed ones (ids p-bad-1 ... p-bad-5) are always appended after them.
 *
 * Photo URLs point at the files drawn by scripts/make-demo-photos.mjs.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fnv1a, mulberry32 } from './lib/seeded-random.mjs';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------- command line

function parseArgs(argv) {
  const opts = { problems: 450, users: 36, seed: '20261120', now: '2026-11-20T12:00:00Z', out: 'seed/demo.json' };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i].replace(/^--/, '');
    if (!(key in opts) || argv[i + 1] === undefined) {
      console.error(`Unknown or incomplete option ${argv[i]}.\nUsage: node scripts/generate-demo-seed.mjs [--problems N] [--users N] [--seed S] [--now ISO] [--out PATH]`);
      process.exit(2);
    }
    opts[key] = argv[i + 1];
  }
  const problems = Number(opts.problems);
  const users = Number(opts.users);
  const nowMs = Date.parse(opts.now);
  if (!Number.isInteger(problems) || problems < 0) fail('--problems must be a whole number');
  // The three sign-in accounts are always present, so fewer than 4 users leaves no one else to confirm reports.
  if (!Number.isInteger(users) || users < 4) fail('--users must be at least 4');
  if (Number.isNaN(nowMs)) fail('--now must be an ISO date-time');
  return { problems, users, seed: seedFrom(opts.seed), nowMs, out: opts.out };
}

function fail(message) {
  console.error(message);
  process.exit(2);
}

/** A numeric seed as given, or a string hashed (FNV-1a) so "--seed demo" works too. */
function seedFrom(text) {
  return /^\d+$/.test(text) ? Number(text) >>> 0 : fnv1a(text);
}

// ---------------------------------------------------------------- randomness

let rand = mulberry32(1);
const chance = (p) => rand() < p;
const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
const pick = (list) => list[Math.floor(rand() * list.length)];
/** Picks from [value, weight] pairs. */
function weighted(pairs) {
  let r = rand() * pairs.reduce((s, [, w]) => s + w, 0);
  for (const [value, w] of pairs) if ((r -= w) < 0) return value;
  return pairs[pairs.length - 1][0];
}
/** k distinct items not in `exclude`; rejection sampling keeps it cheap when the list is long. */
function distinct(list, k, exclude) {
  const chosen = new Set();
  const room = list.length - exclude.size; // exclude may hold one id not in list: then we just stop one short
  while (chosen.size < Math.min(k, room)) {
    const x = pick(list);
    if (!exclude.has(x)) chosen.add(x);
  }
  return [...chosen];
}
/** A 28-character id like the ones Firebase Auth hands out to anonymous users. */
function firebaseUid() {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 28 }, () => pick(chars)).join('');
}
/** ISO without milliseconds, as in the format examples. */
const iso = (ms) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

// ---------------------------------------------------------------- reference data

// Names, places, streets and report texts are data: scripts/demo-data/ (its README says
// what each file holds). Their order matters: the same seed picks the same entries.
const readData = (name) => JSON.parse(readFileSync(new URL(`demo-data/${name}`, import.meta.url), 'utf8'));
const PROBLEM_TYPES = readData('problem-types.json');
/** Type weights: potholes and leaks dominate real reports. */
const TYPES = PROBLEM_TYPES.map(({ type, weight }) => [type, weight]);
const slug = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
/** Photos per type, e.g. pothole-1.png ... pothole-3.png, as drawn by make-demo-photos.mjs from the same file. */
const PHOTOS = new Map(PROBLEM_TYPES.map(({ type, photos }) => [type, photos]));
const photoVariants = (type) => PHOTOS.get(type);
/** Suburb centres with real street names, per city; each area's `km` is how far a report may land from its centre. */
const PLACES = readData('places.json');
const { templates: DESCRIPTIONS, landmarks: LANDMARKS, when: WHEN, durations: DURATION, addenda: ADDENDA } = readData('descriptions.json');
const { firstNames: FIRST_NAMES, surnames: SURNAMES, nicknames: NICKNAMES } = readData('people.json');

/**
 * The mix of profile shapes seen in the users collection, cycled over the
 * generated users, so every branch of the display-name rule has someone.
 */
const USER_KINDS = [
  'nickname', // nickname and useNickname: true -> the nickname shows
  'realName', // real name and email
  'nicknameOff', // nickname stored but useNickname: false -> the real name shows
  'displayName', // displayName and email (social sign-in), no real name
  'emailOnly', // only an email -> the part before the @
  'nickname',
  'anonymous', // isAnonymous, no email, no names at all
  'realName',
  'nicknameEmpty', // useNickname: true but an empty nickname -> the real name shows
  'displayNameOnly', // displayName, no email
  'anonymousNamed', // anonymous account that set a nickname
];

// ---------------------------------------------------------------- users

/** The display-name rule (docs/product-behaviour.md §3.5), for the names the file stores; its last fallback here is "Anonymous" for anonymous accounts. */
function displayNameOf(u) {
  if (u.useNickname && u.nickname) return u.nickname;
  return u.realName || u.displayName || (u.email ? u.email.split('@')[0] : u.isAnonymous ? 'Anonymous' : 'User');
}

/** The three sign-in accounts the manual tests and e2e flows use. */
const ACCOUNTS = [
  { uid: 'u-thandi', email: 'thandi@example.org', password: 'correct-horse-1', displayName: 'Thandi Mokoena' },
  { uid: 'u-sipho', email: 'sipho@example.org', password: 'correct-horse-2', displayName: 'Sipho Dlamini' },
  { uid: 'u-naledi', email: 'naledi@example.org', password: 'correct-horse-3', displayName: 'Naledi Khumalo' },
];

function makeUsers(count) {
  const users = [
    { id: 'u-thandi', email: 'thandi@example.org', displayName: 'Thandi Mokoena', realName: 'Thandi Mokoena', nickname: 'PotholeQueen', useNickname: true, isAnonymous: false },
    { id: 'u-sipho', email: 'sipho@example.org', displayName: 'Sipho Dlamini', realName: 'Sipho Dlamini', useNickname: false, isAnonymous: false },
    // Naledi has no reports: she exists to show the "No reports yet" profile.
    { id: 'u-naledi', email: 'naledi@example.org', displayName: 'Naledi Khumalo', isAnonymous: false },
  ];
  const usedIds = new Set(users.map((u) => u.id));
  let nicknamesUsed = 0;
  const nextNickname = () => {
    const n = nicknamesUsed++;
    return NICKNAMES[n % NICKNAMES.length] + (n >= NICKNAMES.length ? String(Math.floor(n / NICKNAMES.length) + 1) : '');
  };
  const firsts = [...FIRST_NAMES];
  for (let i = firsts.length - 1; i > 0; i--) {
    const j = int(0, i);
    [firsts[i], firsts[j]] = [firsts[j], firsts[i]];
  }
  for (let i = 0; users.length < count; i++) {
    const kind = USER_KINDS[i % USER_KINDS.length];
    const first = firsts[i % firsts.length];
    const last = pick(SURNAMES);
    const name = `${first} ${last}`;
    const anonymous = kind.startsWith('anonymous');
    let id = anonymous ? firebaseUid() : `u-${slug(first)}`;
    for (let n = 2; usedIds.has(id); n++) id = `u-${slug(first)}-${n}`;
    usedIds.add(id);
    const local = pick([`${first}.${last}`, `${first}${last}${int(1, 99)}`, `${first[0]}.${last}`]);
    const email = `${local.toLowerCase().replace(/[^a-z0-9.]/g, '')}@${pick(['example.com', 'example.org', 'example.net'])}`;
    // Only kinds that store a nickname use one up; past the list, a number keeps them unique.
    const nickname = ['nickname', 'nicknameOff', 'anonymousNamed'].includes(kind) ? nextNickname() : undefined;
    const shapes = {
      nickname: { email, realName: name, nickname, useNickname: true },
      realName: chance(0.5) ? { email, realName: name } : { email, realName: name, useNickname: false },
      nicknameOff: { email, realName: name, nickname, useNickname: false },
      displayName: { email, displayName: `${first} ${last.split(' ').at(-1)[0]}.` },
      emailOnly: { email },
      anonymous: {},
      nicknameEmpty: { email, realName: name, nickname: '', useNickname: true },
      displayNameOnly: { displayName: name },
      anonymousNamed: { nickname, useNickname: true },
    };
    users.push({ id, ...shapes[kind], isAnonymous: anonymous });
  }
  return users;
}

// ---------------------------------------------------------------- problems

/**
 * How long ago a report was made. Most of the weight is in recent weeks so the
 * Today / This Week / This Month filters have plenty to show; the tail reaches
 * back 13 months. Never less than 5 minutes, so later events fit before "now".
 */
function ageMs() {
  const days = weighted([[[0, 7], 18], [[7, 31], 20], [[31, 90], 17], [[90, 395], 45]]);
  return Math.max(5 * 60_000, (days[0] + rand() * (days[1] - days[0])) * DAY);
}

/** A time on "today" or "yesterday" (UTC date of now) that is also the same date in SAST (UTC+2). */
function forcedDayMs(nowMs, daysBack) {
  const midnight = Math.floor(nowMs / DAY) * DAY - daysBack * DAY;
  const from = midnight + HOUR;
  const to = Math.min(nowMs - 5 * 60_000, midnight + 21 * HOUR); // 21:00Z is 23:00 SAST, still the same date
  return to > from ? from + rand() * (to - from) : nowMs - 5 * 60_000;
}

function makeLocation(area, place) {
  // Uniform in a disc: sqrt keeps points from bunching at the centre.
  const r = Math.sqrt(rand()) * area.km;
  const a = rand() * 2 * Math.PI;
  const lat = area.at[0] + (r * Math.sin(a)) / 110.574;
  const lon = area.at[1] + (r * Math.cos(a)) / (111.32 * Math.cos((area.at[0] * Math.PI) / 180));
  const street = pick(area.streets);
  const cross = pick(area.streets.filter((s) => s !== street));
  const num = weighted([[int(1, 60), 3], [int(61, 250), 1]]);
  const tail = [area.suburb, area.city ?? place.city].filter(Boolean).join(', ');
  const address = weighted([
    [`${num} ${street}, ${tail}`, 78],
    [`Cnr ${street} & ${cross}, ${tail}`, 12],
    ['', 6], // the app saved no address yet: the site shows "Location pending"
    [undefined, 4], // older records lack the field entirely
  ]);
  return { coordinates: { latitude: +lat.toFixed(6), longitude: +lon.toFixed(6) }, address, street, cross, num };
}

function describe(type, loc) {
  const ctx = { ...loc, near: pick(LANDMARKS), when: pick(WHEN), duration: pick(DURATION) };
  // A template names its slots in braces: "Burst pipe on {street} since {when}."
  const text = pick(DESCRIPTIONS[type]).replace(/\{(\w+)\}/g, (_, slot) => String(ctx[slot]));
  return text + (chance(0.12) ? pick(ADDENDA) : '');
}

/** Votes by other users, after the report and no later than now; a few as bare ISO strings (older app versions). */
function votes(voters, createdMs, nowMs) {
  const span = Math.min(nowMs - createdMs, 30 * DAY) - 60_000;
  const map = {};
  for (const uid of voters) {
    const at = iso(createdMs + 60_000 + rand() * span);
    map[uid] = chance(0.06) ? at : { timestamp: at };
  }
  return map;
}

function makeProblem(ctx, slot) {
  const { nowMs, userIds, reporterFor } = ctx;
  const createdMs = Math.floor((slot.forcedMs ?? nowMs - ageMs()) / 1000) * 1000;
  const type = weighted(TYPES);
  const place = weighted(PLACES.map((p) => [p, p.weight]));
  const loc = makeLocation(pick(place.areas), place);
  const reporter = reporterFor(slot);
  // Fresh reports are rarely resolved yet; otherwise about 55 / 35 / 10.
  const fresh = nowMs - createdMs < 2 * DAY;
  const status = weighted([['Active', 55], ['Resolved', fresh ? 8 : 37], ['In Progress', 10]]);
  let resolvedAt = null;
  if (status === 'Resolved') {
    const span = nowMs - createdMs;
    resolvedAt = iso(createdMs + Math.max(60_000, Math.min(span * (0.1 + 0.9 * rand()), DAY * (2 + 88 * rand() ** 2))));
  }
  const exclude = new Set([reporter.uid]);
  const confirmers = distinct(userIds, weighted([[0, 40], [1, 30], [2, 15], [int(3, 4), 10], [int(5, 8), 5]]) + (status === 'Resolved' ? 1 : 0), exclude);
  confirmers.forEach((u) => exclude.add(u));
  const deniers = distinct(userIds, weighted([[0, 75], [1, 20], [int(2, 3), 5]]), exclude);
  const problem = {
    type,
    description: describe(type, loc),
    status,
    coordinates: loc.coordinates,
    ...(loc.address === undefined ? {} : { streetAddress: loc.address }),
    reportedBy: reporter.name,
    reportedByUserId: reporter.uid,
    createdAt: iso(createdMs),
    resolvedAt,
    confirmations: confirmers.length,
    denials: deniers.length,
    confirmedBy: votes(confirmers, createdMs, nowMs),
    deniedBy: votes(deniers, createdMs, nowMs),
  };
  if (chance(0.33)) {
    // 1-3 distinct pictures of this type, never the same file twice in one report.
    const first = int(1, photoVariants(type));
    problem.photos = Array.from({ length: int(1, photoVariants(type)) }, (_, i) => ({
      url: `/demo/photos/${slug(type)}-${((first + i - 1) % photoVariants(type)) + 1}.png`,
    }));
  } else if (chance(0.85)) problem.photos = []; // the rest have no photos key at all
  // Municipal tickets are mostly logged once a report is being worked on. The
  // value is filled in after sorting, so reference numbers rise with time.
  const refChance = { Active: 0.15, Resolved: 0.5, 'In Progress': 0.8 }[status];
  if (chance(refChance)) problem[chance(0.67) ? 'municipalReference' : 'municipalRefNumber'] = place.code;
  return problem;
}

/** Replaces the placeholder code with e.g. "JHB-2026-0042", numbered per municipality and year with gaps (other people's tickets). */
function numberMunicipalReferences(problems) {
  const next = new Map();
  for (const p of problems) {
    const key = 'municipalReference' in p ? 'municipalReference' : 'municipalRefNumber' in p ? 'municipalRefNumber' : null;
    if (!key) continue;
    const series = `${p[key]}-${p.createdAt.slice(0, 4)}`;
    const n = (next.get(series) ?? 0) + int(1, 40);
    next.set(series, n);
    p[key] = `${series}-${String(n).padStart(4, '0')}`;
  }
}

/**
 * Deliberately malformed records. The seeder stores them as given; the site's
 * parsers must skip or repair each one without crashing. Their reporters have no
 * users document, so no user's reportsCount depends on them.
 */
function malformedProblems(nowMs, ghost, userIds) {
  const created = iso(nowMs - 3 * DAY);
  const base = { status: 'Active', reportedBy: ghost.name, reportedByUserId: ghost.uid, resolvedAt: null, confirmations: 0, denials: 0, confirmedBy: {}, deniedBy: {} };
  return [
    // Coordinates as one "lat, lng" string, as an early app build wrote them.
    { id: 'p-bad-1', type: 'Pothole', description: 'Pothole at the bus stop, saved by an old app version.', ...base, coordinates: '-26.1929, 28.0345', streetAddress: '5 Jorissen St, Braamfontein, Johannesburg', createdAt: created },
    // No type at all.
    { id: 'p-bad-2', description: 'Something wrong with the road here, not sure what to call it.', ...base, coordinates: { latitude: -33.9249, longitude: 18.4185 }, streetAddress: '80 Long St, Cape Town City Centre, Cape Town', createdAt: created },
    // createdAt is not a date (the seeder keeps it as a string), resolvedAt a bare number.
    { id: 'p-bad-3', type: 'Water Leak', description: 'Water leak fixed, but the date on this report is broken.', ...base, status: 'Resolved', coordinates: { latitude: -29.829, longitude: 31.013 }, streetAddress: '120 Florida Rd, Morningside, Durban', createdAt: 'not a date', resolvedAt: 12345 },
    // Counts that are not numbers, and a deniedBy that is not a map.
    { id: 'p-bad-4', type: 'Street Lights', description: 'Street lights out on the whole block.', ...base, coordinates: { latitude: -25.748, longitude: 28.238 }, createdAt: created, confirmations: 'three', denials: null, confirmedBy: Object.fromEntries(userIds.slice(3, 6).map((u) => [u, { timestamp: created }])), deniedBy: ['u-sipho'] },
    // Latitude out of range, longitude missing, empty status, photos as a bare string.
    { id: 'p-bad-5', type: 'Illegal Dumping', description: 'Rubble dumped on the verge.', ...base, status: '', coordinates: { latitude: 126.2 }, createdAt: created, photos: '/demo/photos/illegal-dumping-1.png' },
  ];
}

// ---------------------------------------------------------------- user activity

/** Ad rewards (5, 10 or 20 points) for about half the users, denser in recent weeks. */
function adRewards(nowMs) {
  const times = Array.from({ length: int(1, 6) }, () => nowMs - Math.max(HOUR, weighted([[rand() * 14, 1], [rand() * 120, 1]]) * DAY)).sort((a, b) => a - b);
  return times.map((t, i) => ({ id: `r${i + 1}`, points: weighted([[5, 5], [10, 3], [20, 1]]), timestamp: iso(t) }));
}

/** reportsCount from the file itself, lastActive just after each user's latest activity. */
function finishUsers(users, problems, nowMs) {
  const reports = new Map();
  const latest = new Map();
  const seen = (uid, at) => latest.set(uid, Math.max(latest.get(uid) ?? 0, Date.parse(at)));
  for (const p of problems) {
    reports.set(p.reportedByUserId, (reports.get(p.reportedByUserId) ?? 0) + 1);
    seen(p.reportedByUserId, p.createdAt);
    for (const [uid, v] of [...Object.entries(p.confirmedBy), ...Object.entries(p.deniedBy)]) seen(uid, typeof v === 'string' ? v : v.timestamp);
  }
  return users.map((u, i) => {
    // Every other user (Thandi first, never Naledi) watched ads: exactly about half, whatever the seed.
    const rewards = i % 2 === 0 && u.id !== 'u-naledi' ? adRewards(nowMs) : [];
    for (const r of rewards) seen(u.id, r.timestamp);
    const last = latest.get(u.id) ?? nowMs - rand() * 200 * DAY;
    return {
      ...u,
      reportsCount: reports.get(u.id) ?? 0,
      lastActive: iso(last + rand() * Math.min(2 * DAY, nowMs - last)),
      ...(rewards.length ? { adRewards: rewards } : {}),
    };
  });
}

// ---------------------------------------------------------------- main

function generate({ problems: count, users: userCount, seed, nowMs }) {
  rand = mulberry32(seed);
  const users = makeUsers(userCount);
  const userIds = users.map((u) => u.id);
  // Reports follow a long tail (weight 1/rank^0.8): a few keen reporters, many occasional
  // ones. Thandi ranks 3rd and Sipho 7th, so both have plenty without dominating the
  // leaderboard. Naledi never reports.
  const [thandi, sipho, , ...others] = users;
  const ranked = [...others.slice(0, 2), thandi, ...others.slice(2, 5), sipho, ...others.slice(5)];
  const reporters = ranked.map((u, rank) => [{ uid: u.id, name: displayNameOf(u) }, 1 / (rank + 1) ** 0.8]);
  // Reporters whose users document was deleted: the map shows "Unknown User".
  const ghosts = ['Bheki N', 'MarkK', ''].map((name) => ({ uid: firebaseUid(), name }));

  // The first slots are pinned: a few reports today and yesterday, Thandi's and
  // Sipho's minimum counts, and a handful of ghost reports. The rest are random.
  const perDay = Math.max(4, Math.round(count * 0.012));
  const pinned = [
    ...Array.from({ length: perDay }, () => ({ day: 0 })),
    ...Array.from({ length: perDay }, () => ({ day: 1 })),
    ...Array.from({ length: 10 }, () => ({ uid: 'u-thandi' })),
    ...Array.from({ length: 6 }, () => ({ uid: 'u-sipho' })),
    ...Array.from({ length: Math.max(4, Math.round(count * 0.01)) }, (_, i) => ({ ghost: ghosts[i % ghosts.length] })),
  ];
  const byUid = new Map(reporters.map(([r]) => [r.uid, r]));
  const ctx = {
    nowMs,
    userIds,
    reporterFor: (slot) => slot.ghost ?? (slot.uid ? byUid.get(slot.uid) : weighted(reporters)),
  };
  const problems = Array.from({ length: count }, (_, i) => {
    const slot = pinned[i] ?? {};
    return makeProblem(ctx, { ...slot, forcedMs: slot.day === undefined ? undefined : forcedDayMs(nowMs, slot.day) });
  });

  problems.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  numberMunicipalReferences(problems);
  const width = Math.max(4, String(count).length);
  const withIds = problems.map((p, i) => ({ id: `p-${String(i + 1).padStart(width, '0')}`, ...p }));
  return {
    accounts: ACCOUNTS,
    users: finishUsers(users, withIds, nowMs),
    problems: [...withIds, ...malformedProblems(nowMs, ghosts[0], userIds)],
  };
}

/** One line: counts per status and per type of the well-formed problems. */
function summary(data, valid) {
  const tally = (key) => {
    const counts = new Map();
    for (const p of data.problems.slice(0, valid)) counts.set(p[key], (counts.get(p[key]) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
  };
  return `${valid} problems + ${data.problems.length - valid} malformed, ${data.users.length} users, ${data.accounts.length} accounts | ${tally('status')} | ${tally('type')}`;
}

const opts = parseArgs(process.argv.slice(2));
const started = Date.now();
const data = generate(opts);
mkdirSync(dirname(opts.out), { recursive: true });
writeFileSync(opts.out, `${JSON.stringify(data, null, 2)}\n`);
console.log(`${opts.out}: ${summary(data, opts.problems)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
