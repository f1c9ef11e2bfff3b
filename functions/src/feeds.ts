/**
 * `areaFeeds`: an Atom feed of the reports received and resolved in one municipality or one
 * ward (issue 39), behind Hosting's `/feeds/**` rewrite:
 * `/feeds/municipalities/{code}.atom` and `/feeds/wards/{code}.atom`, the newest 50 events.
 *
 * It reads the map index as the index file's function does (map-index-file-cache.ts: three
 * reads when nothing changed), whose entries carry the municipality and ward the trigger placed
 * each report in; what to list is worked out in src/domain/feeds/area-events.ts. The feed holds
 * only what the public map shows of a report (its type, status, dates and place), with a link
 * to it on the map. Answers are cached like Open311's (the CDN five minutes, a browser one);
 * each client is limited (client-limit.ts), and a query string is redirected away before anything
 * is read (so `?x=1`, `?x=2`… cannot each be a CDN miss). An area the 2020 demarcation does not have answers
 * 404; a known area with no report yet answers an empty feed, so a reader can subscribe early.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { Feed } from 'feed';
import { PRODUCT_NAME as PRODUCT } from '../../src/domain/constants';
import { areaEvents, feedPath, parseFeedPath, type Area, type AreaEvent } from '../../src/domain/feeds/area-events';
import { escapeXml } from '../../src/domain/open311-format';
import { limitClients } from './client-limit';
import { currentMapIndex } from './map-index-content';
import { loadPlaceNames, type PlaceNames } from './place-names';
import { ReadCount, reportReads } from './read-count';
import { refusedMethod } from './read-only-methods';
import { siteOrigin } from './site-origin';

const CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

/** The area's name as a reader sees it: "City of Cape Town Metropolitan Municipality", "Ward 19100115 (City of Cape Town …)". */
function areaName(area: Area, known: PlaceNames): string | null {
  if (area.kind === 'municipality') return known.municipalities.get(area.code) ?? null;
  const municipality = known.wards.get(area.code);
  if (municipality === undefined) return null;
  return `Ward ${area.code} (${known.municipalities.get(municipality) ?? municipality})`;
}

function itemTitle(event: AreaEvent): string {
  return `${event.problem.type || 'Report'} ${event.kind === 'received' ? 'reported' : 'resolved'}`;
}

function itemSummary(event: AreaEvent, known: PlaceNames): string {
  const { problem } = event;
  const municipality = problem.municipality ? (known.municipalities.get(problem.municipality) ?? problem.municipality) : null;
  const where = [problem.ward ? `Ward ${problem.ward}` : null, municipality].filter(Boolean).join(', ');
  const status = event.kind === 'received' ? `Status now: ${problem.status || 'unknown'}.` : 'Marked resolved.';
  return `${where}. ${status}`;
}

/** The Atom document for an area. */
export function renderAreaFeed(area: Area, name: string, events: readonly AreaEvent[], known: PlaceNames, origin: string, builtAt: number): string {
  const self = `${origin}${feedPath(area)}`;
  const page = area.kind === 'municipality' ? `${origin}/municipalities/${area.code}` : `${origin}/map?municipality=${known.wards.get(area.code) ?? ''}`;
  const feed = new Feed({
    id: self,
    title: `${PRODUCT}: reports in ${name}`,
    description: `Infrastructure problems reported and resolved in ${name}, newest first.`,
    link: page,
    feedLinks: { atom: self },
    language: 'en',
    updated: new Date(events[0]?.at ?? builtAt),
    generator: PRODUCT,
    copyright: `Reports: ${PRODUCT} contributors. ${known.credit}.`,
  });
  for (const event of events) {
    const link = `${origin}/map?problem=${encodeURIComponent(event.problem.id)}`;
    feed.addItem({
      // One id per event, not per report: a report's resolution is news of its own.
      id: `${link}#${event.kind}`,
      // The `feed` package writes an entry's title and summary as `type="html"`, but ours are plain text
      // (a problem type comes from a phone): escaped as Open311's XML is, a reader shows `<b>` as written,
      // and a character XML forbids (a control character) never makes the feed unreadable.
      title: escapeXml(itemTitle(event)),
      link,
      date: new Date(event.at),
      published: new Date(event.at),
      description: escapeXml(itemSummary(event, known)),
    });
  }
  return feed.atom1();
}

export const areaFeeds = onRequest(
  limitClients(async (request, response) => {
    if (refusedMethod(request, response)) return;
    const url = new URL(request.originalUrl || request.url, 'http://feeds.invalid');
    // A feed has one URL: a query string (which would make each a CDN miss) goes, before anything is read.
    if (url.search !== '') {
      response.set({ 'Cache-Control': CACHE_CONTROL, Location: `${siteOrigin()}${url.pathname}` }).status(301).send('');
      return;
    }
    const area = parseFeedPath(url.pathname);
    const count = new ReadCount();
    try {
      const known = await loadPlaceNames();
      const name = area && areaName(area, known);
      if (!area || !name) {
        response.set('Cache-Control', CACHE_CONTROL).status(404).type('text/plain').send('No such municipality or ward in the 2020 demarcation.');
        return;
      }
      const index = await currentMapIndex(count);
      reportReads(response, count);
      const body = renderAreaFeed(area, name, areaEvents(index.problems, area, Date.now()), known, siteOrigin(), index.builtAt);
      response.set('Cache-Control', CACHE_CONTROL).type('application/atom+xml; charset=utf-8').send(body);
    } catch (error) {
      console.error('[feeds] the feed could not be made', error);
      response.set('Cache-Control', 'no-store').status(503).send('');
    }
  }),
);
