import { describe, expect, it } from 'vitest';
import { parseIndexFile, renderIndexFile } from './map-index-file';

describe('the map index file', () => {
  it('joins the cells as stored and reads back every report, newest first', () => {
    const text = renderIndexFile({ builtAt: 50, rebuiltAt: 40, skipped: 2 }, ['[["p-1","Pothole","Active",-26,28,100]]', '[]', '[["p-2","Water Leak","Resolved",null,null,200]]']);
    expect(JSON.parse(text)).toMatchObject({ v: 1, builtAt: 50, rebuiltAt: 40, skipped: 2 });
    const content = parseIndexFile(text);
    expect(content).toMatchObject({ builtAt: 50, rebuiltAt: 40, skipped: 2 });
    expect(content?.problems.map((p) => p.id)).toEqual(['p-2', 'p-1']);
  });

  it('refuses what is not a map index this site reads, and skips damaged entries', () => {
    expect(parseIndexFile('<!doctype html>')).toBeNull();
    expect(parseIndexFile('{"v":2,"builtAt":1,"cells":[]}')).toBeNull();
    expect(parseIndexFile('{"v":1,"cells":[]}')).toBeNull();
    expect(parseIndexFile('{"v":1,"builtAt":1,"cells":[[["p-1"],7,[]],"x"]}')?.problems.map((p) => p.id)).toEqual(['p-1']);
  });
});
