import { describe, expect, it } from 'vitest';
import { emojiInContext, findEmoji } from './emoji';

describe('findEmoji', () => {
  it('finds the emoji the problem types used to be drawn with', () => {
    for (const emoji of ['💧', '🚦', '🕳️', '💡', '🛡️', '🗑️', '⛺', '🚮', '🛣️', '🚧', '❗']) {
      expect(findEmoji(`a ${emoji} b`).length).toBeGreaterThan(0);
    }
  });
  it('finds text-style pictographs that some phones still paint as emoji, and the emoji selector', () => {
    expect(findEmoji('☀')).toEqual(['☀']);
    expect(findEmoji('↗')).toEqual(['↗']);
    expect(findEmoji('x\uFE0F')).toEqual(['\uFE0F']);
    expect(findEmoji('🇿🇦')).toHaveLength(2);
  });
  it('leaves plain text, digits and the symbols every text font has', () => {
    expect(findEmoji('Water Leak, 300 m · Resolved ✓ ✕ ← → ↑ ☰ ◐ ☾ N↑ ‘quotes’ “and” — 12 km/h #1 *')).toEqual([]);
    expect(findEmoji('© OpenStreetMap contributors, Brand® Name™')).toEqual([]);
    // Followed by the emoji selector, they are emoji.
    expect(findEmoji('©\uFE0F')).toEqual(['\uFE0F']);
  });
});

describe('emojiInContext', () => {
  it('names the code point and shows where it is', () => {
    expect(emojiInContext('before 👍 after', 3)).toEqual(['U+1F44D in "re 👍 af"']);
    expect(emojiInContext('plain')).toEqual([]);
  });
});
