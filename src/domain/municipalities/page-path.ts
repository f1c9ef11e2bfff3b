/**
 * The address of one municipality's page, `/municipalities/CPT` (its route is
 * src/app/routes/municipality.tsx): the board's rows, a report's details and the build's
 * list of pages to draw all name it here, so they cannot drift apart.
 */
export function municipalityPagePath(code: string): string {
  return `/municipalities/${encodeURIComponent(code)}`;
}
