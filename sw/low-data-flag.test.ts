import { describe, expect, it } from 'vitest';
import { isLowDataMessage } from './low-data-flag';

describe('isLowDataMessage', () => {
  it("accepts the page's LOW_DATA message, on or off", () => {
    expect(isLowDataMessage({ type: 'LOW_DATA', on: true })).toBe(true);
    expect(isLowDataMessage({ type: 'LOW_DATA', on: false })).toBe(true);
  });

  it('refuses anything else (other messages, a flag that is not a boolean)', () => {
    for (const data of [null, 'LOW_DATA', { type: 'SKIP_WAITING' }, { type: 'LOW_DATA' }, { type: 'LOW_DATA', on: 'true' }]) {
      expect(isLowDataMessage(data)).toBe(false);
    }
  });
});
