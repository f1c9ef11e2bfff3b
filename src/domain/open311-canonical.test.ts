import { describe, expect, it } from 'vitest';
import { canonicalQuery } from './open311-canonical';

const requests = { kind: 'requests' } as const;
const canonical = (query: string) => canonicalQuery(requests, new URLSearchParams(query));

describe('canonicalQuery', () => {
  it('keeps an ordinary request as it is written', () => {
    for (const query of ['', 'service_code=pothole,water-leak&status=open', 'start_date=2026-11-01T00:00:00Z&end_date=2026-11-20&page_size=10', 'cursor=MTc2.MA-_x']) {
      expect(canonical(query), query).toBe(query);
    }
    expect(canonical('start_date=2026-11-01T00:00:00+02:00')).toBe('start_date=2026-11-01T00:00:00+02:00');
  });

  it('drops unknown and empty parameters, gathers repeats, and puts them in one order', () => {
    expect(canonical('x=123&status=')).toBe('');
    expect(canonical('page_size=5&status=open&service_code=pothole&service_code=water-leak&jurisdiction_id=za&api_key=k')).toBe(
      'service_code=pothole,water-leak&status=open&page_size=5',
    );
    expect(canonical('page_size=5&page_size=7')).toBe('page_size=5');
    expect(canonical('page_size=5&municipality=CPT&status=open&municipality=ETH')).toBe('status=open&municipality=CPT,ETH&page_size=5');
  });

  it('keeps only the ids when ids are asked for (they override the rest)', () => {
    expect(canonical('status=open&service_request_id=p-1&service_request_id=p-2&page=3')).toBe('service_request_id=p-1,p-2');
  });

  it('keeps a page number, so asking for page 2 gets its explanation rather than page 1', () => {
    expect(canonical('page=2')).toBe('page=2');
  });

  it('keeps no parameters on the other resources', () => {
    expect(canonicalQuery({ kind: 'discovery' }, new URLSearchParams('jurisdiction_id=za'))).toBe('');
    expect(canonicalQuery(null, new URLSearchParams('a=1'))).toBe('');
  });
});
