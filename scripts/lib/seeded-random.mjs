// Seeded randomness for the demo generators (the seed file, the photos): the same
// seed gives the same numbers on every machine, so a generated file can be made
// again and compared byte for byte. Math.random cannot be seeded.

/**
 * mulberry32: a tiny, fast 32-bit generator, good enough for demo data (not for
 * anything secret). Returns a function giving numbers in [0, 1).
 */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * FNV-1a over the first UTF-16 code unit of each character: turns a name ("--seed demo",
 * a photo's file name) into a seed. Changing how it reads the text would change every file made.
 */
export function fnv1a(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}
