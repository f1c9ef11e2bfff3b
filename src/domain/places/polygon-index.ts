/**
 * Finds which of many areas (wards, municipalities) holds a point: a Flatbush R-tree of the
 * areas' bounding boxes gives the few candidates, and the exact even-odd test
 * (point-in-polygon.ts) decides among them. Built once, then read only.
 */
import Flatbush from 'flatbush';
import { isInsidePolygon, type FlatPolygon } from './point-in-polygon';

export class PolygonIndex {
  readonly #areas: readonly (readonly FlatPolygon[])[];
  readonly #tree: Flatbush | null;
  /** The area behind each box: Flatbush numbers boxes in the order added, and empty areas have none. */
  readonly #ids: number[] = [];

  /** `areas[i]` is one area's polygons (a MultiPolygon's several); an area with none is never found. */
  constructor(areas: readonly (readonly FlatPolygon[])[]) {
    this.#areas = areas;
    const boxes = areas.map(boundingBox);
    const kept = boxes.filter((box) => box !== null).length;
    if (kept === 0) {
      this.#tree = null;
      return;
    }
    const tree = new Flatbush(kept);
    for (const [i, box] of boxes.entries()) {
      if (!box) continue;
      tree.add(box[0], box[1], box[2], box[3]);
      this.#ids.push(i);
    }
    tree.finish();
    this.#tree = tree;
  }

  /**
   * The index of the area holding (x, y), or -1. Should two areas ever both hold it (overlapping
   * outlines; shared borders cannot, see isInsidePolygon), the one listed first wins.
   */
  find(x: number, y: number): number {
    if (!this.#tree) return -1;
    let found = -1;
    for (const hit of this.#tree.search(x, y, x, y)) {
      const area = this.#ids[hit]!;
      if (found !== -1 && area > found) continue;
      if (this.#areas[area]!.some((polygon) => isInsidePolygon(polygon, x, y))) found = area;
    }
    return found;
  }
}

/** [minX, minY, maxX, maxY] over every outer ring (holes lie inside them), or null for an area with no points. */
export function boundingBox(polygons: readonly FlatPolygon[]): [number, number, number, number] | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [outer] of polygons) {
    if (!outer) continue;
    for (let i = 0; i < outer.length; i += 2) {
      minX = Math.min(minX, outer[i]!);
      minY = Math.min(minY, outer[i + 1]!);
      maxX = Math.max(maxX, outer[i]!);
      maxY = Math.max(maxY, outer[i + 1]!);
    }
  }
  return minX <= maxX ? [minX, minY, maxX, maxY] : null;
}
