/**
 * Street addresses for the list's rows on screen. The map index has none, so the whole
 * reports of the rows shown are read by id (the reading the detail uses, kept live; from
 * the device's cache when offline) once scrolling stops, a screenful (~10-20 ids) at a
 * time. What was read stays known while the list is open, so scrolling back costs nothing.
 */
import { useState } from 'react';
import { useWholeReports } from '../../../shared/problems/use-whole-reports';

/** The addresses known so far, by report id ('' when the report has none). */
export function useRowAddresses(idsOnScreen: readonly string[]): ReadonlyMap<string, string> {
  const whole = useWholeReports(idsOnScreen);
  // Filled as reads arrive (each arrival renders the list again); adding the same entries twice is harmless.
  const [known] = useState(() => new Map<string, string>());
  for (const [id, report] of whole) known.set(id, report.streetAddress);
  return known;
}
