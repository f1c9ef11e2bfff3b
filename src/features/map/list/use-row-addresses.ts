/**
 * Street addresses for the list's rows. The map index has none, so they come from the
 * whole reports the device already keeps (home's ten newest, the reports opened lately,
 * the signed-in user's own: read once from the saved copy, so offline too), then from
 * reading the rows on screen by id (the reading the detail uses, kept live) once scrolling
 * stops, a screenful (~10-20 ids) at a time. What was read stays known while the list is
 * open, so scrolling back costs nothing.
 */
import { useEffect, useState } from 'react';
import type { ReportsKey } from '../../../data/snapshot-store';
import { useData } from '../../../shared/data-context';
import { useWholeReports } from '../../../shared/problems/use-whole-reports';

/** Looks up the address known so far for a report id: '' when it has none, undefined while unknown. */
export function useRowAddresses(idsOnScreen: readonly string[], uid: string | null): (id: string) => string | undefined {
  const { snapshots } = useData();
  const whole = useWholeReports(idsOnScreen);
  const [saved, setSaved] = useState<ReadonlyMap<string, string>>(() => new Map());
  useEffect(() => {
    let current = true;
    const keys: ReportsKey[] = uid ? ['recent', 'opened', `user:${uid}`] : ['recent', 'opened'];
    void Promise.all(keys.map((key) => snapshots.loadReports(key).catch(() => null))).then((lists) => {
      if (!current) return;
      setSaved(new Map(lists.flatMap((list) => list?.value ?? []).map((report) => [report.id, report.streetAddress])));
    });
    return () => {
      current = false;
    };
  }, [snapshots, uid]);
  // Filled as reads arrive (each arrival renders the list again); adding the same entries twice is harmless.
  const [known] = useState(() => new Map<string, string>());
  for (const [id, report] of whole) known.set(id, report.streetAddress);
  return (id) => known.get(id) ?? saved.get(id);
}
