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
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

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
  if (/^\d+$/.test(text)) return Number(text) >>> 0;
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

// ---------------------------------------------------------------- randomness

/** mulberry32: tiny, fast, and good enough for demo data; Math.random cannot be seeded. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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

/** Type weights: potholes and leaks dominate real reports; the slug names the photo files. */
const TYPES = [
  ['Pothole', 22], ['Water Leak', 16], ['Street Lights', 13], ['Illegal Dumping', 11],
  ['Traffic Light', 8], ['Excessive Litter', 8], ['Road Markings', 6], ['Reinstatement', 6],
  ['Guard Rails', 5], ['Vagrant Squatter', 5],
];
const slug = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
/** Photos per type, e.g. pothole-1.png ... pothole-3.png. Must match VARIANTS in make-demo-photos.mjs. */
const photoVariants = (type) => (type === 'Pothole' ? 3 : 2);

/**
 * Places: real suburb centres with real street names. Jitter radii are small on
 * purpose near the coast (Cape Town centre, Durban, Gqeberha, East London) so that
 * no marker lands in the sea; inland areas get a few km.
 */
const PLACES = [
  { city: 'Johannesburg', code: 'JHB', weight: 16, areas: [
    { suburb: 'Parktown', at: [-26.1817, 28.037], km: 1.2, streets: ['Jan Smuts Ave', 'Empire Rd', 'St Andrew Rd'] },
    { suburb: 'Braamfontein', at: [-26.1929, 28.0345], km: 0.8, streets: ['Jorissen St', 'De Korte St', 'Juta St', 'Bertha St'] },
    { suburb: 'Rosebank', at: [-26.1457, 28.0427], km: 1, streets: ['Oxford Rd', 'Tyrwhitt Ave', 'Bath Ave', 'Cradock Ave'] },
    { suburb: 'Melville', at: [-26.1756, 28.008], km: 1, streets: ['7th St', '4th Ave', 'Main Rd', '3rd Ave'] },
    { suburb: 'Orlando West', at: [-26.2385, 27.9086], km: 2, streets: ['Vilakazi St', 'Klipspruit Valley Rd', 'Chris Hani Rd'] },
    { suburb: 'Sandton', at: [-26.1076, 28.0567], km: 1.5, streets: ['Rivonia Rd', 'West St', 'Grayston Dr', 'Katherine St'] },
    { suburb: 'Johannesburg CBD', at: [-26.2041, 28.0473], km: 1, streets: ['Commissioner St', 'Market St', 'Eloff St', 'Jeppe St', 'Rissik St'] },
    { suburb: 'Randburg', at: [-26.0936, 28.0064], km: 2, streets: ['Republic Rd', 'Bram Fischer Dr', 'Malibongwe Dr', 'Hill St'] },
  ] },
  { city: 'Cape Town', code: 'CPT', weight: 14, areas: [
    { suburb: 'Cape Town City Centre', at: [-33.9249, 18.4185], km: 0.6, streets: ['Long St', 'Bree St', 'Loop St', 'Strand St'] },
    { suburb: 'Gardens', at: [-33.9345, 18.4125], km: 0.7, streets: ['Kloof St', 'Hope St', 'Orange St', 'Mill St'] },
    { suburb: 'Woodstock', at: [-33.9290, 18.4480], km: 0.6, streets: ['Albert Rd', 'Victoria Rd', 'Sir Lowry Rd'] },
    { suburb: 'Observatory', at: [-33.9378, 18.4731], km: 0.8, streets: ['Lower Main Rd', 'Station Rd', 'Trill Rd'] },
    { suburb: 'Claremont', at: [-33.9806, 18.465], km: 1.2, streets: ['Main Rd', 'Belvedere Rd', 'Protea Rd', 'Vineyard Rd'] },
    { suburb: 'Bellville', at: [-33.9, 18.63], km: 2, streets: ['Voortrekker Rd', 'Durban Rd', 'Robert Sobukwe Rd'] },
    { suburb: 'Khayelitsha', at: [-34.035, 18.68], km: 2, streets: ['Lansdowne Rd', 'Spine Rd', 'Mew Way', 'Walter Sisulu Rd'] },
    { suburb: 'Mitchells Plain', at: [-34.04, 18.62], km: 1.5, streets: ['AZ Berman Dr', 'Morgenster Rd', 'Merrydale Ave', 'Spine Rd'] },
  ] },
  { city: 'Durban', code: 'ETH', weight: 11, areas: [
    { suburb: 'Durban Central', at: [-29.856, 31.02], km: 0.5, streets: ['Dr Pixley KaSeme St', 'Anton Lembede St', 'Monty Naicker Rd', 'Dr AB Xuma St'] },
    { suburb: 'Morningside', at: [-29.829, 31.013], km: 0.9, streets: ['Florida Rd', 'Innes Rd', 'Windermere Rd'] },
    { suburb: 'Berea', at: [-29.847, 31.0], km: 0.9, streets: ['Musgrave Rd', 'Berea Rd', 'Essenwood Rd'] },
    { suburb: 'Westville', at: [-29.831, 30.93], km: 1.5, streets: ['Jan Hofmeyr Rd', 'Buckingham Terrace', 'Westville Rd'] },
    { suburb: 'Pinetown', at: [-29.817, 30.857], km: 1.5, streets: ['Old Main Rd', 'Crompton St', 'Hill St', 'Josiah Gumede Rd'] },
    { suburb: 'Chatsworth', at: [-29.912, 30.885], km: 1.5, streets: ['Higginson Hwy', 'Croftdene Dr'] },
    { suburb: 'Umlazi', at: [-29.97, 30.89], km: 2, streets: ['Griffiths Mxenge Hwy', 'Mangosuthu Hwy', 'Prince Mcwayizeni Dr'] },
  ] },
  { city: 'Pretoria', code: 'TSH', weight: 10, areas: [
    { suburb: 'Pretoria Central', at: [-25.746, 28.188], km: 1, streets: ['Helen Joseph St', 'Madiba St', 'Thabo Sehume St', 'Lilian Ngoyi St', 'Paul Kruger St'] },
    { suburb: 'Hatfield', at: [-25.748, 28.238], km: 0.8, streets: ['Burnett St', 'Hilda St', 'Park St', 'Jan Shoba St'] },
    { suburb: 'Arcadia', at: [-25.746, 28.205], km: 0.8, streets: ['Stanza Bopape St', 'Beatrix St', 'Pretorius St'] },
    { suburb: 'Brooklyn', at: [-25.77, 28.238], km: 1, streets: ['Fehrsen St', 'Bronkhorst St', 'Veale St'] },
    { suburb: 'Centurion', at: [-25.86, 28.189], km: 2, streets: ['Jean Ave', 'Lenchen Ave', 'John Vorster Dr'] },
    { suburb: 'Mamelodi', at: [-25.72, 28.395], km: 2, streets: ['Tsamaya Ave', 'Solomon Mahlangu Dr'] },
  ] },
  { city: 'Ekurhuleni', code: 'EKU', weight: 8, areas: [
    { suburb: 'Germiston', at: [-26.218, 28.167], km: 1.5, streets: ['President St', 'Victoria St', 'Meyer St'] },
    { suburb: 'Benoni', at: [-26.188, 28.32], km: 1.5, streets: ['Tom Jones St', 'Woburn Ave', 'Elston Ave'] },
    { suburb: 'Boksburg', at: [-26.212, 28.262], km: 1.5, streets: ['Commissioner St', 'Trichardts Rd', 'North Rifle Rd'] },
    { suburb: 'Kempton Park', at: [-26.1, 28.23], km: 1.5, streets: ['Pretoria Rd', 'CR Swart Dr', 'Monument Rd'] },
    { suburb: 'Tembisa', at: [-25.998, 28.227], km: 2, streets: ['Andrew Mapheto Dr', 'Olifantsfontein Rd', 'Flint Mazibuko Dr'] },
  ] },
  { city: 'Gqeberha', code: 'NMB', weight: 6, areas: [
    { suburb: 'Central', at: [-33.962, 25.61], km: 0.5, streets: ['Govan Mbeki Ave', 'Cape Rd', 'Russell Rd'] },
    { suburb: 'Newton Park', at: [-33.95, 25.565], km: 1, streets: ['Cape Rd', '2nd Ave', 'Hurd St'] },
    { suburb: 'Walmer', at: [-33.98, 25.585], km: 1, streets: ['Main Rd', 'Heugh Rd', '11th Ave'] },
    { suburb: 'Kwazakhele', at: [-33.89, 25.59], km: 1.5, streets: ['Daku Rd', 'Njoli Rd'] },
    { suburb: 'Kariega Central', city: 'Kariega', at: [-33.764, 25.397], km: 1.5, streets: ['Caledon St', 'Durban St', 'Cuyler St'] },
  ] },
  { city: 'East London', code: 'BCM', weight: 4, areas: [
    { suburb: 'East London CBD', at: [-33.013, 27.903], km: 0.5, streets: ['Oxford St', 'Fleet St', 'Buffalo St'] },
    { suburb: 'Vincent', at: [-32.995, 27.9], km: 0.8, streets: ['Devereux Ave', 'Park Ave', 'Pearce St'] },
    { suburb: 'Mdantsane', at: [-32.943, 27.74], km: 2, streets: ['Mdantsane Access Rd', 'Qumza Hwy', 'Billie Rd'] },
    { suburb: 'Qonce', city: 'Qonce', at: [-32.883, 27.394], km: 1.5, streets: ['Alexandra Rd', 'Taylor St', 'Maclean St'] },
  ] },
  { city: 'Bloemfontein', code: 'MAN', weight: 4, areas: [
    { suburb: 'Bloemfontein Central', at: [-29.117, 26.215], km: 1, streets: ['Nelson Mandela Dr', 'Charlotte Maxeke St', 'West Burger St', 'President Brand St'] },
    { suburb: 'Westdene', at: [-29.107, 26.2], km: 0.8, streets: ['Zastron St', 'Kellner St', '2nd Ave'] },
    { suburb: 'Brandwag', at: [-29.101, 26.186], km: 0.8, streets: ['Paul Kruger Ave', 'Jim Fouché St'] },
    { suburb: 'Heidedal', at: [-29.135, 26.255], km: 1.2, streets: ['Dr Belcher Rd', 'Fort Hare Rd'] },
  ] },
  // Towns: one central area each, so the address reads "12 Grobler St, Polokwane".
  ...[
    ['Polokwane', 'POL', [-23.9045, 29.4689], ['Thabo Mbeki St', 'Grobler St', 'Landros Mare St', 'Biccard St']],
    ['Mbombela', 'MBO', [-25.4753, 30.9694], ['Samora Machel Dr', 'Ferreira St', 'Brown St', 'Paul Kruger St']],
    ['Rustenburg', 'RUS', [-25.6676, 27.2421], ['Nelson Mandela Dr', 'Beyers Naudé Dr', 'Heystek St', 'Fatima Bhayat St']],
    ['George', 'GEO', [-33.963, 22.4617], ['York St', 'Courtenay St', 'Market St', 'Meade St']],
    ['Kimberley', 'SPM', [-28.7282, 24.7499], ['Du Toitspan Rd', 'Jones St', 'Long St', 'Bultfontein Rd']],
    ['Stellenbosch', 'STB', [-33.9321, 18.8602], ['Dorp St', 'Bird St', 'Andringa St', 'Merriman Ave', 'Church St']],
    ['Pietermaritzburg', 'MSU', [-29.6006, 30.3794], ['Church St', 'Longmarket St', 'Loop St', 'Boom St', 'Commercial Rd']],
  ].map(([city, code, at, streets]) => ({ city, code, weight: 2, areas: [{ suburb: null, at, km: 2, streets }] })),
];

const LANDMARKS = [
  'the taxi rank', 'the primary school', 'the clinic', 'the Engen garage', 'the bus stop', 'the Shoprite',
  'the Pick n Pay', 'the community hall', 'the spaza shop', 'the church', 'the police station', 'the park',
];
const WHEN = ['last week', 'Monday', 'the weekend', 'three days ago', 'two weeks ago', 'yesterday morning'];
const DURATION = ['two weeks', 'over a month', 'three weeks', '10 days', 'almost two months'];

/** Several templates per type, some short, some past the home screen's 100-character cut. */
const DESCRIPTIONS = {
  Pothole: [
    (c) => `Deep pothole in the left lane of ${c.street}, cars are swerving into oncoming traffic to avoid it.`,
    (c) => `Huge pothole near ${c.near}. Already burst two tyres this week. Please fix before someone gets hurt!`,
    () => 'Pothole keeps getting bigger after every rain. About 1m wide and 20cm deep, hard to see at night.',
    (c) => `Several potholes in a row on ${c.street} between the stop street and ${c.near}.`,
    () => 'Pothole',
    (c) => `Big pothole outside no. ${c.num}. Someone put an old tyre in it as a warning but it is still dangerous for motorbikes and cyclists, especially after dark.`,
  ],
  'Water Leak': [
    (c) => `Burst pipe on ${c.street}, water running down the road since ${c.when}.`,
    (c) => `Water leaking from the meter box outside ${c.near}. Thousands of litres wasted while we are on water restrictions.`,
    () => 'Clean water bubbling up through the tar. Reported to the call centre twice already with no response.',
    () => 'Leaking fire hydrant on the corner, the pavement is flooded and people have to walk in the road.',
    (c) => `Water pouring out of a broken pipe next to ${c.near}. Pressure in the houses is very low.`,
  ],
  'Traffic Light': [
    (c) => `Robot not working at the intersection of ${c.street} and ${c.cross}. Traffic chaos in peak hour.`,
    (c) => `Traffic lights flashing red in all directions since ${c.when}.`,
    (c) => `Robot at ${c.near} stuck on red for the turning lane; taxis are just driving through.`,
    () => 'Traffic light pole knocked over by a truck, lying on the pavement.',
    (c) => `Lights went out during load shedding and never came back on. No pointsmen on duty and it is very dangerous for pedestrians crossing to ${c.near}.`,
  ],
  'Street Lights': [
    (c) => `Street lights off along the whole of ${c.street} for ${c.duration}. Very dark and unsafe at night.`,
    (c) => `Street light flickering on and off outside no. ${c.num}.`,
    () => 'Light stays on all day, wasting electricity.',
    (c) => `Three street lights out near ${c.near}. People walking home from work get mugged here, please prioritise this one.`,
    (c) => `Cable theft: the lights on this stretch have been out since the cables were stolen ${c.when}.`,
  ],
  'Guard Rails': [
    () => 'Guard rail damaged after an accident on the bend, sharp metal sticking out into the lane.',
    (c) => `Section of guard rail missing on ${c.street} near the bridge. A car could go straight down the embankment.`,
    (c) => `Guard rail flattened by a truck ${c.when}, no barrier left on this curve.`,
    () => 'Rusted guard rail posts have collapsed along the embankment.',
    () => 'Guard rail panels stolen for scrap metal, only the posts are left standing. This is a steep drop on a fast road with no street lights.',
  ],
  'Illegal Dumping': [
    (c) => `Builders' rubble dumped on the open field next to ${c.near}.`,
    (c) => `Someone is dumping garbage bags on the corner of ${c.street} every weekend. It attracts rats and the dogs tear the bags open.`,
    () => 'Old mattresses, tyres and household waste dumped on the verge.',
    () => 'Bakkie seen dumping garden refuse here at night, registration not visible.',
    (c) => `Illegal dump site keeps growing near ${c.near}; children play here.`,
  ],
  'Vagrant Squatter': [
    (c) => `Informal shelter built on the pavement under the bridge on ${c.street}.`,
    (c) => `People sleeping in the stormwater culvert near ${c.near}. They need help from social services, and the drain blocks when it rains.`,
    () => 'Structure built on the traffic island, blocking the view for drivers turning right.',
    (c) => `Group staying in the abandoned building next to ${c.near}, fires at night.`,
    (c) => `Shack put up on municipal land on the corner of ${c.street} and ${c.cross}.`,
  ],
  'Excessive Litter': [
    (c) => `Lots of litter along ${c.street}, bins have not been emptied for ${c.duration}.`,
    (c) => `Plastic and bottles piling up in the stormwater drain near ${c.near}; it will flood when it rains.`,
    () => 'Litter everywhere after the weekend market. Please send a cleaning team.',
    (c) => `Overflowing bins at ${c.near}. The wind blows rubbish all over the road and into people's yards, and the smell is getting bad in the heat.`,
    () => 'Refuse collection missed again, bags split open on the pavement.',
  ],
  'Road Markings': [
    (c) => `Pedestrian crossing at ${c.near} has faded completely; cars don't stop for the kids.`,
    (c) => `Lane markings on ${c.street} are gone since the resurfacing, nobody knows which lane they are in at night.`,
    (c) => `Stop line and STOP lettering worn away at the intersection with ${c.cross}.`,
    () => 'Yellow lines faded, taxis stopping everywhere.',
    (c) => `No road markings at all since the road was resurfaced ${c.when}.`,
  ],
  Reinstatement: [
    (c) => `Trench dug for a pipe repair on ${c.street} was never properly filled, just loose sand and stones.`,
    (c) => `Road not reinstated after the water leak repair ${c.when}; the hole is covered with a steel plate that moves.`,
    () => 'Patch over the cable trench has sunk about 10cm, cars hit it hard.',
    (c) => `Contractor left the excavation open with only two cones; no barrier, no lights at night, and the hole is right next to ${c.near}.`,
    () => 'Pavement dug up for fibre installation and left as loose gravel.',
  ],
};
const ADDENDA = [' Please help!', ' Reported to the municipality already, no reference number received.', ' Still not fixed.', ' Urgent!!'];

const FIRST_NAMES = [
  'Thabo', 'Lerato', 'Bongani', 'Nomvula', 'Pieter', 'Ayesha', 'Kagiso', 'Zanele', 'Johan', 'Priya', 'Lwazi', 'Ntombi',
  'Andile', 'Refilwe', 'Mandla', 'Palesa', 'Riaan', 'Fatima', 'Themba', 'Nandi', 'Kabelo', 'Anele', 'Charlene', 'Vusi',
  'Busisiwe', 'Hennie', 'Keitumetse', 'Sibusiso', 'Lindiwe', 'Ravi', 'Mpho', 'Yolanda', 'Tshepo', 'Nosipho', 'Francois',
  'Amahle', 'Dumisani', 'Marietjie', 'Karabo', 'Shireen',
];
const SURNAMES = [
  'Nkosi', 'Mahlangu', 'van der Merwe', 'Naidoo', 'Botha', 'Ndlovu', 'Molefe', 'Pillay', 'Mthembu', 'Petersen', 'Sithole',
  'Daniels', 'Zulu', 'Maseko', 'Pretorius', 'Govender', 'Radebe', 'Mabaso', 'Jacobs', 'Nel', 'Hendricks', 'Dube', 'Cele',
  'Mabuza', 'Moodley', 'Tshabalala', 'Ngcobo', 'Adams', 'Modise', 'Fourie', 'Baloyi', 'Chetty', 'Mathebula',
];
const NICKNAMES = [
  'JoziPatrol', 'RobotWatcher', 'KasiFixer', 'Durbs4Life', 'StreetSmartZA', 'MzansiMender', 'Ubuntu_Eyes', 'BloemBuddy',
  'TshwaneTrekker', 'CapeCommuter', 'TarMacThabo', 'GqebTracker', 'LekkerStreets', 'Ntate_Fix', 'LoadshedLarry',
];

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
  return pick(DESCRIPTIONS[type])(ctx) + (chance(0.12) ? pick(ADDENDA) : '');
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
