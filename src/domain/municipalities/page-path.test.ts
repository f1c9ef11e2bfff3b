import { describe, expect, it } from 'vitest';
import { municipalityPagePath } from './page-path';

describe('municipalityPagePath', () => {
  it('is the board address followed by the code', () => {
    expect(municipalityPagePath('CPT')).toBe('/municipalities/CPT');
    expect(municipalityPagePath('KZN225')).toBe('/municipalities/KZN225');
  });

  it('keeps a code from a link inside one path segment', () => {
    expect(municipalityPagePath('../map?x=1')).toBe('/municipalities/..%2Fmap%3Fx%3D1');
  });
});
