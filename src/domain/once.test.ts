import { describe, expect, it } from 'vitest';
import { once } from './once';

describe('once', () => {
  it('makes nothing until asked, then makes the value once and keeps it', () => {
    let made = 0;
    const value = once(() => ({ n: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });

  it('tries again when making failed, rather than keeping nothing', () => {
    let calls = 0;
    const value = once(() => {
      calls += 1;
      if (calls === 1) throw new Error('not yet');
      return calls;
    });
    expect(() => value()).toThrow('not yet');
    expect(value()).toBe(2);
    expect(value()).toBe(2);
  });
});
