import { describe, expect, it } from 'vitest';
import { sampleProblem } from './sample-problem';
import { toOpen311Request } from './open311-service-request';

const SITE = 'https://mzansifix.co.za';
const NAMES: Record<string, string> = { CPT: 'City of Cape Town Metropolitan Municipality' };
const nameOf = (code: string) => NAMES[code] ?? null;

describe('toOpen311Request', () => {
  it('carries every standard field the site holds', () => {
    const problem = sampleProblem('p-1', {
      type: 'Water Leak',
      description: 'Burst pipe',
      status: 'Active',
      coordinates: { latitude: -33.92, longitude: 18.42 },
      streetAddress: '1 Long St, Cape Town',
      createdAt: Date.parse('2026-11-20T07:30:00Z'),
      photos: [{ url: '/demo/photos/leak.jpg' }, { url: 'https://example.org/second.jpg' }],
      municipalReference: 'CPT-42',
      municipality: 'CPT',
      ward: '19100115',
    });
    expect(toOpen311Request(problem, SITE, nameOf)).toEqual({
      service_request_id: 'p-1',
      status: 'open',
      status_notes: 'Active',
      service_name: 'Water Leak',
      service_code: 'water-leak',
      description: 'Burst pipe',
      service_notice: 'Municipal reference: CPT-42',
      requested_datetime: '2026-11-20T09:30:00+02:00',
      updated_datetime: '2026-11-20T09:30:00+02:00',
      address: '1 Long St, Cape Town',
      lat: -33.92,
      long: 18.42,
      media_url: 'https://mzansifix.co.za/demo/photos/leak.jpg',
      municipal_reference: 'CPT-42',
      agency_responsible: 'City of Cape Town Metropolitan Municipality',
      municipality: 'CPT',
      ward: '19100115',
    });
  });

  it('says closed only for Resolved; Active and the third status are open, named in status_notes', () => {
    expect(toOpen311Request(sampleProblem('a', { status: 'Resolved' }), SITE, nameOf)).toMatchObject({ status: 'closed', status_notes: 'Resolved' });
    expect(toOpen311Request(sampleProblem('b', { status: 'In Progress' }), SITE, nameOf)).toMatchObject({ status: 'open', status_notes: 'In Progress' });
    expect(toOpen311Request(sampleProblem('c', { status: '' }), SITE, nameOf)).toMatchObject({ status: 'open', status_notes: null });
  });

  it('takes the resolution as the last update', () => {
    const resolved = sampleProblem('p', { createdAt: Date.parse('2026-10-01T10:00:00Z'), resolvedAt: Date.parse('2026-10-05T10:00:00Z') });
    expect(toOpen311Request(resolved, SITE, nameOf).updated_datetime).toBe('2026-10-05T12:00:00+02:00');
  });

  it('leaves out what is unknown, and photos the site would not load', () => {
    const bare = sampleProblem('p', { type: 'Broken Bench', photos: [{ url: 'javascript:alert(1)' }, { url: 'http://evil.example/x.png' }] });
    expect(toOpen311Request(bare, SITE, nameOf)).toMatchObject({
      service_name: 'Broken Bench',
      service_code: null,
      requested_datetime: null,
      updated_datetime: null,
      address: null,
      lat: null,
      long: null,
      media_url: null,
      service_notice: null,
      municipal_reference: null,
      agency_responsible: null,
      municipality: null,
      ward: null,
    });
  });

  it('says nothing of who reported it', () => {
    const problem = sampleProblem('p', {
      reportedBy: 'Thandi Mokoena',
      reportedByUserId: 'u-thandi',
      confirmedBy: [{ userId: 'u-sipho', at: 1 }],
      deniedBy: [{ userId: 'u-naledi', at: 2 }],
    });
    const text = JSON.stringify(toOpen311Request(problem, SITE, nameOf));
    for (const secret of ['Thandi', 'u-thandi', 'u-sipho', 'u-naledi']) expect(text).not.toContain(secret);
  });
});
