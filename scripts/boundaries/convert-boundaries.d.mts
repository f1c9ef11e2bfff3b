export const SCALE: number;
export const FORMAT: string;
export const CREDIT: string;
export const EXPECTED: { provinces: number; districts: number; municipalities: number; wards: number };
export const PHONE_BUDGET_GZIP: number;
export function encodeRing(ring: readonly (readonly number[])[]): number[] | null;
export function convertBoundaries(dir: string): Promise<{
  counts: { provinces: number; districts: number; municipalities: number; wards: number };
  dropped: { polygons: number; rings: number };
  files: { 'municipalities.json': string; 'wards.json': string };
}>;
export function sizes(text: string): { bytes: number; gzip: number };
export function wardFilesByMunicipality(wardsText: string): Record<string, string>;
