/**
 * How a cluster knows what it holds: supercluster's map/reduce options tally each
 * point's type slot on the way up (`t3: 5` is five of the fourth type). The tally is
 * numbers only because supercluster copies a child's properties shallowly into its parent.
 */
import { TYPE_SLOT_COUNT } from '../../../domain/map-view/map-counts';

export type TypeTally = Record<string, number>;

/** The map/reduce options for points whose `i` names their type slot through `slotOf`. */
export function typeTallyOptions(slotOf: (point: number) => number) {
  return {
    map: (props: { i: number }): TypeTally => ({ [`t${slotOf(props.i)}`]: 1 }),
    reduce: (tally: TypeTally, props: TypeTally): void => {
      for (const key in props) tally[key] = (tally[key] ?? 0) + props[key]!;
    },
  };
}

/** A cluster's tally as counts per type slot. */
export function tallySlots(tally: TypeTally): number[] {
  const counts = new Array<number>(TYPE_SLOT_COUNT).fill(0);
  for (let slot = 0; slot < TYPE_SLOT_COUNT; slot += 1) counts[slot] = tally[`t${slot}`] ?? 0;
  return counts;
}
