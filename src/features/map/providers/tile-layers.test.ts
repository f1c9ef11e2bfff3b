// Which hosts each map type's tiles come from, for the early connection the map page opens.
import { describe, expect, it } from 'vitest';
import { tileOrigins } from './tile-layers';

describe('tileOrigins', () => {
  it('names each layer host once, without the path or the {z}/{x}/{y} template', () => {
    expect(tileOrigins('road')).toEqual(['https://tile.openstreetmap.org']);
    expect(tileOrigins('terrain')).toEqual(['https://tile.opentopomap.org']);
    // Hybrid stacks the labels on the satellite imagery: both from one host.
    expect(tileOrigins('hybrid')).toEqual(['https://server.arcgisonline.com']);
  });
});
