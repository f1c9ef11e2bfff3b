/**
 * The whole reports behind a few map entries a screen lists (glance rows, the
 * map's list fallback), read by id and kept live: the map index holds no text.
 * Until one arrives (or offline with nothing cached) the screen shows what the
 * index has. The ids are compared by value, so a new array with the same ids
 * does not read again.
 */
import { useEffect, useState } from 'react';
import { useData } from '../data-context';
import type { Problem } from '../../domain/model';

const NONE: ReadonlyMap<string, Problem> = new Map();

export function useWholeReports(ids: readonly string[]): ReadonlyMap<string, Problem> {
  const { backend } = useData();
  const [reports, setReports] = useState(NONE);
  const key = [...ids].sort().join('\n');

  useEffect(() => {
    if (key === '') return;
    return backend.watchProblemsById(key.split('\n'), {
      next: (problems) => setReports(new Map(problems.map((problem) => [problem.id, problem]))),
    });
  }, [backend, key]);

  return key === '' ? NONE : reports;
}
