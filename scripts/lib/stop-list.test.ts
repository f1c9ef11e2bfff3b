import { describe, expect, it, vi } from 'vitest';
import { StopList } from './stop-list.mjs';

describe('StopList', () => {
  it('stops everything newest first, each once', async () => {
    const stops = new StopList();
    const order: string[] = [];
    for (const name of ['build', 'emulators', 'site']) stops.add(name, () => void order.push(name));
    expect(stops.size).toBe(3);
    await stops.stopAll();
    await stops.stopAll();
    expect(order).toEqual(['site', 'emulators', 'build']);
    expect(stops.size).toBe(0);
  });

  it('stopFrom stops an entry and what was added after it, and leaves the rest', async () => {
    const stops = new StopList();
    const order: string[] = [];
    stops.add('build', () => void order.push('build'));
    const emulators = stops.add('emulators', () => void order.push('emulators'));
    stops.add('site', () => void order.push('site'));
    await stops.stopFrom(emulators);
    expect(order).toEqual(['site', 'emulators']);
    expect(stops.size).toBe(1);
    await stops.stopAll();
    expect(order).toEqual(['site', 'emulators', 'build']);
  });

  it('waits for a stop already under way, and a failing stop is logged while the rest still stop', async () => {
    const log = vi.fn();
    const stops = new StopList({ log });
    let finish = () => {};
    const slow = new Promise<void>((resolve) => (finish = resolve));
    const order: string[] = [];
    stops.add('emulators', () => slow.then(() => void order.push('emulators')));
    stops.add('site', () => {
      throw new Error('already closed');
    });
    const first = stops.stopAll();
    const second = stops.stopAll();
    finish();
    await Promise.all([first, second]);
    expect(order).toEqual(['emulators']);
    expect(log).toHaveBeenCalledWith('Could not stop the site: already closed');
  });
});
