/**
 * Where the visible problems sit among the mapped ones (the problems with
 * coordinates, in the data's order): the numbers the clustering worker knows
 * its points by. Filtering keeps the data's order, so one walk along the data
 * finds them: 2-3 ms at 50,000 reports, where making and reading a map from
 * problem to position took 40-50 ms of the first markers' wait. A list in any
 * other order is looked up in that map, made only then. Pure.
 */
import { isPlaced } from '../../../domain/map-view/map-counts';
import type { MapProblem } from '../../../domain/model';

/**
 * The positions of the visible problems that have coordinates, in `visible`'s
 * order. `lookup` gives each mapped problem's position; it is called only when
 * `visible` is not in the data's order. A problem not in the data is left out.
 */
export function visiblePositions(
  data: readonly MapProblem[],
  visible: readonly MapProblem[],
  lookup: () => ReadonlyMap<MapProblem, number>,
): Uint32Array {
  const points = new Uint32Array(visible.length);
  let count = 0;
  let next = 0;
  let position = 0;
  for (let i = 0; i < data.length && next < visible.length; i += 1) {
    const problem = data[i]!;
    const placed = isPlaced(problem);
    if (problem === visible[next]) {
      if (placed) points[count++] = position;
      next += 1;
    }
    if (placed) position += 1;
  }
  if (next === visible.length) return points.slice(0, count);
  const positions = lookup();
  count = 0;
  for (const problem of visible) {
    const found = positions.get(problem);
    if (found !== undefined) points[count++] = found;
  }
  return points.slice(0, count);
}
