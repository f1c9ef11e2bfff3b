/**
 * The shapes of the two codes a place is named by (MDB 2020 demarcation, docs/boundaries.md):
 * a municipality's, `CPT` or `WC011` (two or three capitals, then up to three digits), and a
 * ward's, eight digits (`19100115`). Whatever reads a place from outside (the map index, a saved
 * copy) keeps only codes of these shapes, so a damaged or hostile value is never shown and an
 * entry that holds one stays within its byte bound.
 */
import type { Place } from './placer';

/** The longest municipality code of the demarcation (`DC10` … `NC451`, `KZN2` … : at most 6). */
export const MAX_MUNICIPALITY_CODE_CHARS = 6;
export const WARD_CODE_CHARS = 8;

const MUNICIPALITY_CODE = /^[A-Z]{2,3}[0-9]{0,3}$/u;
const WARD_CODE = /^[0-9]{8}$/u;

export function isMunicipalityCode(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_MUNICIPALITY_CODE_CHARS && MUNICIPALITY_CODE.test(value);
}

export function isWardCode(value: unknown): value is string {
  return typeof value === 'string' && WARD_CODE.test(value);
}

/** The place two values name, or null unless both are codes of the right shapes (one without the other is no place). */
export function placeOf(municipality: unknown, ward: unknown): Place | null {
  return isMunicipalityCode(municipality) && isWardCode(ward) ? { municipality, ward } : null;
}

/**
 * A ward's number in its municipality, as councils and residents name it ("Ward 115"): the last
 * three digits of its code (the first five name the municipality; in the 2020 demarcation every
 * municipality's wards are numbered 1 to its count, checked by the converter's test).
 */
export function wardNumber(code: string): number {
  return Number(code.slice(-3));
}
