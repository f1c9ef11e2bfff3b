import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './open311-cursor';

describe('page cursors', () => {
  it('come back as they went out, ids with any characters included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -62_135_596_800, max: 253_402_300_799 }),
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.string({ minLength: 1, maxLength: 60, unit: 'grapheme' }).filter((id) => !id.includes('/')),
        fc.option(fc.string({ maxLength: 20 })),
        (seconds, nanos, id, status) => {
          const text = encodeCursor({ seconds, nanos, id, status });
          expect(text).toMatch(/^[A-Za-z0-9_-]+$/u);
          expect(decodeCursor(text)).toEqual({ seconds, nanos, id, status });
        },
      ),
    );
  });

  it('refuse text this server did not make', () => {
    for (const text of ['', 'not a cursor!', 'x'.repeat(3000), btoa('[1,2]').replace(/=/gu, ''), btoa('[1,2,"a/b",null]').replace(/=/gu, ''), btoa('[99999999999999,0,"p",null]').replace(/=/gu, '')]) {
      expect(decodeCursor(text), text).toBeNull();
    }
  });
});
