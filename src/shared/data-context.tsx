/** Hands the backend and snapshot store to screens, so none of them builds its own. */
import { createContext, useContext, type ReactNode } from 'react';
import type { BrowserData } from '../data/browser-backend';

const DataContext = createContext<BrowserData | null>(null);

export function DataProvider({ data, children }: { data: BrowserData; children: ReactNode }) {
  return <DataContext.Provider value={data}>{children}</DataContext.Provider>;
}

/** The site's data: `backend` for live reads and identity, `snapshots` for the last saved data. */
export function useData(): BrowserData {
  const data = useContext(DataContext);
  if (!data) throw new Error('useData must be used inside <DataProvider>');
  return data;
}
