import { describe, expect, it } from 'vitest';
import { OTHER_TYPE_SLOT, TYPE_SLOT_COUNT, isInBounds, topTypes, typeSlot } from './map-counts';

describe('topTypes', () => {
  it('names the two largest known types and counts the rest as others', () => {
    const bySlot = new Array<number>(TYPE_SLOT_COUNT).fill(0);
    bySlot[typeSlot('Pothole')] = 5;
    bySlot[typeSlot('Water Leak')] = 4;
    bySlot[typeSlot('Street Lights')] = 2;
    bySlot[OTHER_TYPE_SLOT] = 1;
    expect(topTypes(bySlot)).toEqual({
      top: [
        { slot: typeSlot('Pothole'), count: 5 },
        { slot: typeSlot('Water Leak'), count: 4 },
      ],
      others: 3,
    });
  });
  it('never names the unknown types, and breaks ties in the types’ order', () => {
    const bySlot = new Array<number>(TYPE_SLOT_COUNT).fill(0);
    bySlot[OTHER_TYPE_SLOT] = 9;
    bySlot[typeSlot('Reinstatement')] = 2;
    bySlot[typeSlot('Water Leak')] = 2;
    expect(topTypes(bySlot).top.map((entry) => entry.slot)).toEqual([typeSlot('Water Leak'), typeSlot('Reinstatement')]);
    expect(topTypes(bySlot).others).toBe(9);
  });
});

describe('isInBounds', () => {
  it('includes the edges and excludes what is outside', () => {
    const box = { west: 18, south: -34, east: 19, north: -33 };
    expect(isInBounds({ latitude: -34, longitude: 18 }, box)).toBe(true);
    expect(isInBounds({ latitude: -33.5, longitude: 19.01 }, box)).toBe(false);
  });
});
