// Types for migrate-reported-by.mjs (plain JS so it runs without a build step). The
// Firestore client comes from functions/node_modules (firebase-admin), opaque here.
export type AdminFirestore = { readonly __adminFirestore: unique symbol };

export function adminFirestore(projectId: string): AdminFirestore;
export function migrateReportedBy(db: AdminFirestore, options?: { log?: (line: string) => void }): Promise<{ read: number; repaired: number }>;
