#!/usr/bin/env node
/**
 * Draws the demo report photos into public/demo/photos/ (two per problem type,
 * three for potholes, e.g. pothole-1.png ... pothole-3.png).
 *
 * Why procedural: the demo must run offline, there is no ImageMagick, and real
 * photos of real streets raise consent and licence questions. Each picture is a
 * simple flat drawing that still reads as its problem type at thumbnail size.
 *
 * Why indexed-colour PNG written by hand: Node's zlib is all we may depend on, and
 * a palette image with blocky texture compresses to a few KB (full-colour noise
 * would be ~100 KB). Output is deterministic: every file has its own seeded PRNG,
 * so re-running gives byte-identical files.
 *
 * Usage: node scripts/make-demo-photos.mjs [--out DIR]
 * How many pictures each type gets is in scripts/demo-data/problem-types.json, which
 * generate-demo-seed.mjs reads too, so the seed's photo URLs name files drawn here.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { fnv1a, mulberry32 } from './lib/seeded-random.mjs';

const WIDTH = 320;
const HEIGHT = 240;
/** Pictures per type, by file-name slug ("water-leak"); potholes, the commonest reports, get a third. */
const VARIANTS = new Map(
  JSON.parse(readFileSync(new URL('demo-data/problem-types.json', import.meta.url), 'utf8')).map(({ type, photos }) => [
    type.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    photos,
  ]),
);

// ---------------------------------------------------------------- PNG encoder

/** One PNG chunk: length, type, data, CRC over type + data. */
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** Encodes an 8-bit palette image (colour type 3). */
function encodePng({ width, height, palette, pixels }) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 3, 0, 0, 0], 8); // bit depth 8, palette, deflate, no filter, no interlace
  // Every scanline starts with filter type 0 (None): the PNG spec advises None for palette images.
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('PLTE', Buffer.from(palette.flat())),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------- canvas

/** A tiny palette canvas: shapes are filled by testing each pixel of their bounding box. */
class Canvas {
  constructor(rand) {
    this.rand = rand;
    this.palette = [];
    this.pixels = new Uint8Array(WIDTH * HEIGHT);
  }

  /** Palette index for a hex colour, adding it on first use. */
  c(hex) {
    const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    let i = this.palette.findIndex((p) => p.every((v, k) => v === rgb[k]));
    if (i < 0) i = this.palette.push(rgb) - 1;
    return i;
  }

  /** Fills every pixel in the box for which inside(x, y) holds. */
  shape(x0, y0, x1, y1, colour, inside) {
    const idx = this.c(colour);
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(HEIGHT, Math.ceil(y1)); y++) {
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(WIDTH, Math.ceil(x1)); x++) {
        if (inside(x + 0.5, y + 0.5)) this.pixels[y * WIDTH + x] = idx;
      }
    }
  }

  rect(x, y, w, h, colour) {
    this.shape(x, y, x + w, y + h, colour, () => true);
  }

  ellipse(cx, cy, rx, ry, colour) {
    this.shape(cx - rx, cy - ry, cx + rx, cy + ry, colour, (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1);
  }

  /** A thick line segment (distance from the segment at most w/2). */
  line(ax, ay, bx, by, w, colour) {
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy || 1;
    this.shape(Math.min(ax, bx) - w, Math.min(ay, by) - w, Math.max(ax, bx) + w, Math.max(ay, by) + w, colour, (x, y) => {
      const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
      return (x - ax - t * dx) ** 2 + (y - ay - t * dy) ** 2 <= (w / 2) ** 2;
    });
  }

  /** Even-odd polygon fill. */
  polygon(points, colour) {
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    this.shape(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys), colour, (x, y) => {
      let inside = false;
      for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
        const [xi, yi] = points[i];
        const [xj, yj] = points[j];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
      return inside;
    });
  }

  /** An irregular round shape: a radius wobbling with a few random harmonics, so no two holes match. */
  blob(cx, cy, rx, ry, colour, wobble = 0.25) {
    // Higher harmonics get smaller amplitudes, so edges look broken rather than star-shaped.
    const harmonics = [2, 3, 5].map((k) => ({ k, amp: (this.rand() * wobble * 2) / k, phase: this.rand() * Math.PI * 2 }));
    const radius = (a) => 1 + harmonics.reduce((s, h) => s + h.amp * Math.sin(h.k * a + h.phase), 0) - wobble / 2;
    const m = 1 + wobble * 1.5;
    this.shape(cx - rx * m, cy - ry * m, cx + rx * m, cy + ry * m, colour, (x, y) => {
      const u = (x - cx) / rx;
      const v = (y - cy) / ry;
      return Math.hypot(u, v) <= radius(Math.atan2(v, u));
    });
  }

  /** Scatters size x size specks over a box: gives asphalt, grass and gravel some texture. */
  speckle(x, y, w, h, density, colours, size = 2) {
    const count = Math.round(((w * h) / (size * size)) * density);
    for (let i = 0; i < count; i++) {
      const colour = colours[Math.floor(this.rand() * colours.length)];
      this.rect(Math.floor(x + this.rand() * w), Math.floor(y + this.rand() * h), size, size, colour);
    }
  }

  asphalt(y = 0, h = HEIGHT) {
    this.rect(0, y, WIDTH, h, '#5f6163');
    this.speckle(0, y, WIDTH, h, 0.12, ['#505254', '#707274', '#686a6c']);
  }

  grass(y = 0, h = HEIGHT, tone = '#6b8f3a') {
    this.rect(0, y, WIDTH, h, tone);
    this.speckle(0, y, WIDTH, h, 0.08, ['#577a2c', '#7fa24a', '#8a9a4a'], 3);
  }

  sky(h, top = '#8ec5ea', bottom = '#b9dcf2') {
    this.rect(0, 0, WIDTH, h, top);
    this.rect(0, h / 2, WIDTH, h / 2, bottom); // two flat bands read as a gradient and compress well
  }
}

// ---------------------------------------------------------------- the pictures

const rnd = (cv, lo, hi) => lo + cv.rand() * (hi - lo);

const DRAW = {
  pothole(cv, v) {
    cv.asphalt();
    for (let x = -20; x < WIDTH; x += 70) cv.rect(x, 40, 40, 6, '#e8e6dc'); // dashed centre line
    const cx = rnd(cv, 130, 190);
    const cy = rnd(cv, 140, 165);
    cv.blob(cx, cy, 78, 46, '#7b7064', 0.3); // broken edge of the surface
    cv.blob(cx, cy, 64, 36, '#26221f', 0.3);
    if (v === 2) cv.blob(cx + 6, cy + 8, 40, 18, '#6d5a42', 0.2); // muddy water in the hole
    cv.speckle(cx - 100, cy - 60, 200, 120, 0.05, ['#8a8178', '#3a3633']); // loose gravel
    if (v === 3) {
      // An old tyre left standing in the hole as a warning to drivers.
      cv.ellipse(cx, cy - 14, 30, 34, '#8f9499');
      cv.ellipse(cx, cy - 14, 26, 30, '#1b1b1b');
      cv.ellipse(cx, cy - 14, 13, 16, '#5f6163');
    }
  },

  'water-leak'(cv, v) {
    cv.rect(0, 0, WIDTH, 90, '#b9b5ad'); // pavement slabs
    for (let x = 0; x < WIDTH; x += 64) cv.rect(x, 0, 2, 90, '#9d9992');
    cv.rect(0, 44, WIDTH, 2, '#9d9992');
    cv.rect(0, 90, WIDTH, 10, '#d8d4cc'); // kerb
    cv.asphalt(100, HEIGHT - 100);
    const cx = rnd(cv, 110, 210);
    cv.blob(cx, 170, 120, 52, '#2f6fa8', 0.3);
    cv.blob(cx + 10, 172, 80, 30, '#3f86c4', 0.3);
    for (let i = 0; i < 6; i++) cv.ellipse(cx + rnd(cv, -70, 70), rnd(cv, 150, 195), rnd(cv, 8, 20), 2, '#9fd0f2');
    const sx = cx - 30;
    if (v === 1) cv.polygon([[sx - 4, 90], [sx + 4, 90], [sx + 30, 150], [sx - 20, 150]], '#3f86c4'); // water running over the kerb
    else for (let i = 0; i < 7; i++) cv.line(sx, 96, sx + rnd(cv, -40, 40), rnd(cv, 20, 60), 3, '#9fd0f2'); // burst pipe spraying
  },

  'traffic-light'(cv, v) {
    cv.sky(170);
    cv.grass(170, 20);
    cv.asphalt(190, 50);
    const x = rnd(cv, 140, 180);
    cv.rect(x - 5, 90, 10, 110, '#4a4f55'); // pole
    cv.rect(x - 22, 20, 44, 100, '#1d1f21'); // housing
    const lit = v === 1 ? [] : [0, 1]; // 1: dead; 2: red and amber stuck on together
    const on = ['#e53935', '#ffb300', '#43a047'];
    const off = ['#4a1f1f', '#4a3a14', '#1d3a20'];
    for (let i = 0; i < 3; i++) cv.ellipse(x, 38 + i * 32, 12, 12, lit.includes(i) ? on[i] : off[i]);
  },

  'street-lights'(cv, v) {
    cv.rect(0, 0, WIDTH, 180, '#141b33'); // night sky
    cv.speckle(0, 0, WIDTH, 120, 0.004, ['#d8dcf0'], 2);
    cv.rect(0, 180, WIDTH, 60, '#2c2d30');
    const poles = [70, 250];
    poles.forEach((x, i) => {
      const working = i === 0;
      const lean = !working && v === 2 ? 30 : 0; // variant 2: a knocked pole leaning over
      if (working) cv.polygon([[x + 30, 44], [x - 10, 180], [x + 80, 180]], '#3b3a2c'); // light cone
      cv.line(x, 180, x + lean, 40, 6, '#8a8f96');
      cv.line(x + lean, 40, x + lean + 30, 36, 5, '#8a8f96');
      cv.ellipse(x + lean + 32, 42, 12, 5, working ? '#ffe082' : '#3d4047');
    });
  },

  'guard-rails'(cv, v) {
    cv.sky(80);
    cv.grass(80, 90, '#7a8f3e');
    cv.asphalt(170, 70);
    cv.rect(0, 172, WIDTH, 4, '#f0f0f0'); // road edge line
    const dent = rnd(cv, 110, 200);
    // The rail is a band whose height dips and twists around the impact point.
    for (let x = 0; x < WIDTH; x++) {
      const d = Math.max(0, 1 - Math.abs(x - dent) / 50);
      const y = 118 + d * d * 30;
      if (v === 2 && Math.abs(x - dent) < 14) continue; // variant 2: a section torn away
      cv.rect(x, y, 1, 14, '#c7ccd1');
      cv.rect(x, y + 5, 1, 3, '#8c9399');
    }
    for (let x = 20; x < WIDTH; x += 60) {
      const bent = Math.abs(x - dent) < 40;
      cv.line(x, 166, x + (bent ? 14 : 0), 126, 6, '#6f757b');
    }
  },

  'illegal-dumping'(cv, v) {
    cv.sky(60, '#a9cbe0', '#c6dcea');
    cv.rect(0, 60, WIDTH, 180, '#9c8462'); // dusty verge
    cv.grass(180, 60, '#7d8a3e');
    cv.speckle(0, 60, WIDTH, 120, 0.06, ['#8a7354', '#b39c78'], 3);
    for (let i = 0; i < 5; i++) cv.rect(rnd(cv, 40, 240), rnd(cv, 90, 150), rnd(cv, 30, 50), rnd(cv, 25, 40), '#b5874a'); // boxes
    for (let i = 0; i < 7; i++) {
      const x = rnd(cv, 50, 270);
      const y = rnd(cv, 120, 185);
      cv.blob(x, y, rnd(cv, 18, 28), rnd(cv, 14, 20), '#1c1c1e', 0.15); // black refuse bags
      cv.ellipse(x - 5, y - 6, 5, 3, '#4a4a50');
    }
    if (v === 1) {
      cv.ellipse(250, 200, 26, 14, '#151515'); // an old tyre
      cv.ellipse(250, 200, 12, 6, '#7d8a3e');
    } else {
      cv.rect(30, 170, 110, 30, '#d9d2c5'); // a dumped mattress
      for (let x = 36; x < 140; x += 12) cv.rect(x, 170, 3, 30, '#b7a98f');
    }
    cv.speckle(40, 100, 240, 100, 0.02, ['#8d8d8d', '#6d6d6d'], 4); // rubble
  },

  'vagrant-squatter'(cv, v) {
    cv.sky(110);
    cv.grass(110, 130);
    if (v === 2) cv.polygon([[0, 20], [WIDTH, 20], [WIDTH, 50], [0, 50]], '#9a9a95'); // bridge deck overhead
    if (v === 2) for (const x of [40, 280]) cv.rect(x - 12, 50, 24, 100, '#8d8d88');
    const x = rnd(cv, 90, 130);
    cv.polygon([[x, 190], [x, 120], [x + 130, 110], [x + 130, 190]], '#8e9296'); // iron sheets
    for (let i = 0; i < 130; i += 8) cv.rect(x + i, 114, 2, 76, '#6d7175');
    cv.polygon([[x - 14, 124], [x + 60, 84], [x + 146, 112], [x + 140, 120], [x - 8, 130]], '#2a6fc9'); // blue tarp roof
    cv.rect(x + 50, 150, 30, 40, '#3a2f28'); // doorway
    cv.ellipse(x + 170, 182, 14, 9, '#a33b2e'); // a bag of belongings
    cv.rect(x - 50, 170, 30, 20, '#b5874a'); // crate
  },

  'excessive-litter'(cv, v) {
    cv.grass();
    if (v === 2) cv.rect(0, 170, WIDTH, 70, '#b9b5ad'); // a pavement edge along the bottom
    const colours = ['#f2f2f2', '#e53935', '#1e88e5', '#fdd835', '#ff8f00', '#ffffff', '#8e24aa'];
    for (let i = 0; i < 140; i++) {
      const c = colours[i % colours.length];
      const x = rnd(cv, 0, WIDTH);
      const y = rnd(cv, 0, HEIGHT);
      if (i % 9 === 0) cv.line(x, y, x + rnd(cv, -16, 16), y + rnd(cv, -6, 6), 5, '#7cb8a0'); // plastic bottles
      else cv.rect(x, y, rnd(cv, 3, 9), rnd(cv, 2, 6), c); // wrappers and papers
    }
  },

  'road-markings'(cv, v) {
    cv.asphalt();
    // Paint is drawn, then worn away by asphalt-coloured specks, so it looks faded.
    if (v === 1) for (let x = 20; x < WIDTH; x += 48) cv.rect(x, 60, 26, 140, '#e8e6dc'); // zebra crossing
    else {
      for (let x = -10; x < WIDTH; x += 80) cv.rect(x, 80, 46, 7, '#e8e6dc');
      cv.rect(0, 200, WIDTH, 8, '#f2c230'); // yellow edge line
    }
    cv.speckle(0, 0, WIDTH, HEIGHT, 0.35, ['#5f6163', '#636567'], 3);
  },

  reinstatement(cv, v) {
    cv.asphalt();
    const x = rnd(cv, 60, 100);
    const y = rnd(cv, 90, 110);
    if (v === 1) {
      cv.rect(x, y, 170, 70, '#7a5b3a'); // open trench back-filled with soil
      cv.speckle(x, y, 170, 70, 0.08, ['#5e4630', '#9a7a55', '#8d8d8d'], 3);
    } else {
      cv.rect(x, y, 170, 70, '#3f4143'); // a sunken, cracked patch
      cv.line(x + 20, y + 10, x + 90, y + 60, 2, '#222');
      cv.line(x + 90, y + 60, x + 160, y + 20, 2, '#222');
    }
    for (const cx of [x - 30, x + 200]) {
      cv.polygon([[cx, y - 10], [cx - 18, y + 60], [cx + 18, y + 60]], '#ef6c00'); // traffic cones
      cv.rect(cx - 12, y + 25, 24, 8, '#f5f5f5');
      cv.rect(cx - 22, y + 60, 44, 6, '#ef6c00');
    }
  },
};

// ---------------------------------------------------------------- main

function parseOut(argv) {
  const i = argv.indexOf('--out');
  return i >= 0 && argv[i + 1] ? argv[i + 1] : 'public/demo/photos';
}

const outDir = parseOut(process.argv.slice(2));
mkdirSync(outDir, { recursive: true });
let total = 0;
let count = 0;
for (const [name, draw] of Object.entries(DRAW)) {
  for (let v = 1; v <= VARIANTS.get(name); v++) {
    const file = `${name}-${v}.png`;
    const cv = new Canvas(mulberry32(fnv1a(file)));
    draw(cv, v);
    const png = encodePng({ width: WIDTH, height: HEIGHT, palette: cv.palette, pixels: cv.pixels });
    writeFileSync(join(outDir, file), png);
    total += png.length;
    count++;
  }
}
console.log(`wrote ${count} photos (${WIDTH}x${HEIGHT}, ${(total / 1024).toFixed(1)} KB in all) to ${outDir}`);
