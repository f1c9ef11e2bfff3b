import { describe, expect, it } from 'vitest';
import { encodeCursor } from './open311-cursor';
import { parseRequestsQuery, type QueryResult, type SearchQuery } from './open311-requests-query';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

function parse(query: string): QueryResult {
  return parseRequestsQuery(new URLSearchParams(query), NOW);
}

function search(query: string): SearchQuery {
  const result = parse(query);
  if (!result.ok || result.query.kind !== 'search') throw new Error(`not a search: ${JSON.stringify(result)}`);
  return result.query;
}

function errors(query: string): string[] {
  const result = parse(query);
  if (result.ok) throw new Error(`accepted ${query}`);
  expect(result.errors.every((error) => error.code === 400)).toBe(true);
  return result.errors.map((error) => error.description);
}

describe('parseRequestsQuery', () => {
  it('defaults to the last 90 days, every type and status, the first 1,000', () => {
    expect(search('')).toEqual({ kind: 'search', types: null, status: null, municipalities: null, start: NOW - 90 * DAY, end: NOW, after: null, limit: 1000 });
  });

  it('takes service_request_id as a comma list that overrides every other parameter', () => {
    expect(parse('service_request_id=p-1,p-2,,p-1&status=nonsense&page=0')).toEqual({ ok: true, query: { kind: 'ids', ids: ['p-1', 'p-2'] } });
    expect(parse('service_request_id=p-1&service_request_id=p-3')).toEqual({ ok: true, query: { kind: 'ids', ids: ['p-1', 'p-3'] } });
  });

  it('refuses ids Firestore cannot hold, and more than 100 at once', () => {
    expect(errors('service_request_id=a/b')).toEqual(['service_request_id "a/b" is not a request id']);
    expect(errors('service_request_id=__x__')).toHaveLength(1);
    const many = Array.from({ length: 101 }, (_, i) => `p-${i}`).join(',');
    expect(errors(`service_request_id=${many}`)).toEqual(['at most 100 service_request_id values at once']);
  });

  it('turns service codes into type names', () => {
    expect(search('service_code=pothole,water-leak').types).toEqual(['Pothole', 'Water Leak']);
    expect(search('service_code=pothole&service_code=pothole').types).toEqual(['Pothole']);
    expect(errors('service_code=pothole,Pothole,lamp')).toEqual([
      'service_code "Pothole" is not a service: see services.json',
      'service_code "lamp" is not a service: see services.json',
    ]);
  });

  it('reads status open or closed; both mean no filter', () => {
    expect(search('status=open').status).toBe('open');
    expect(search('status=Closed').status).toBe('closed');
    expect(search('status=open,closed').status).toBeNull();
    expect(errors('status=resolved')).toEqual(['status "resolved" is not open or closed']);
  });

  it('reads the municipality extension: codes of the demarcation, each once', () => {
    expect(search('municipality=CPT,WC011&municipality=CPT').municipalities).toEqual(['CPT', 'WC011']);
    expect(errors('municipality=cpt,<b>')).toEqual(['municipality "cpt" is not a municipality code such as CPT or WC011']);
  });

  it('takes a window from start_date and end_date, or 90 days from or to the one given', () => {
    const both = search('start_date=2026-10-01T00:00:00Z&end_date=2026-10-31T00:00:00Z');
    expect([both.start, both.end]).toEqual([Date.parse('2026-10-01T00:00:00Z'), Date.parse('2026-10-31T00:00:00Z')]);
    const fromStart = search('start_date=2026-01-01T00:00:00Z');
    expect(fromStart.end - fromStart.start).toBe(90 * DAY);
    const toEnd = search('end_date=2026-03-01T00:00:00Z');
    expect([toEnd.start, toEnd.end]).toEqual([Date.parse('2026-03-01T00:00:00Z') - 90 * DAY, Date.parse('2026-03-01T00:00:00Z')]);
  });

  it('refuses a window that is reversed, longer than 90 days, or not W3C dates', () => {
    expect(errors('start_date=2026-10-31&end_date=2026-10-01')).toEqual(['start_date is after end_date']);
    expect(errors('start_date=2026-01-01&end_date=2026-06-01')).toEqual(['start_date and end_date may not span more than 90 days']);
    expect(errors('start_date=last week&end_date=2026-13-01')).toEqual([
      'start_date "last week" is not a W3C date-time such as 2026-11-01T00:00:00+02:00',
      'end_date "2026-13-01" is not a W3C date-time such as 2026-11-30T23:59:59+02:00',
    ]);
  });

  it('pages with a cursor and page_size (up to 1,000)', () => {
    const cursor = encodeCursor({ seconds: 1_763_000_000, nanos: 123_456_789, id: 'p-9', status: null });
    expect(search(`cursor=${cursor}&page_size=20`)).toMatchObject({ after: { seconds: 1_763_000_000, nanos: 123_456_789, id: 'p-9', status: null }, limit: 20 });
    expect(search('page=1&page_size=5')).toMatchObject({ after: null, limit: 5 });
    expect(errors('page_size=1001')).toEqual(['page_size "1001" is not a whole number from 1 to 1000']);
    expect(errors('page_size=2.5')).toHaveLength(1);
    expect(errors('cursor=nonsense!')).toEqual(['cursor "nonsense!" is not one this server gave: take it from the Link header (rel="next")']);
  });

  it('refuses page numbers past 1, saying how to page instead (an offset bills every report it skips)', () => {
    const howToPage = (page: string) =>
      `page "${page}": pages are not reached by number here; follow the URL in the Link header (rel="next") of the page before, which carries a cursor`;
    expect(errors('page=10001&page_size=1')).toEqual([howToPage('10001')]);
    expect(errors('page=2')).toEqual([howToPage('2')]);
    expect(errors('page=0')).toEqual([howToPage('0')]);
  });

  it('treats empty values as not given and ignores parameters it does not know', () => {
    expect(search('status=&service_code=&start_date=&jurisdiction_id=za&api_key=x')).toEqual(search(''));
  });
});
