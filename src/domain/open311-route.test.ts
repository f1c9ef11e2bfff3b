import { describe, expect, it } from 'vitest';
import { parseOpen311Path } from './open311-route';

describe('parseOpen311Path', () => {
  it.each([
    ['/open311/v2/discovery.json', { kind: 'discovery' }, 'json'],
    ['/open311/v2/services.xml', { kind: 'services' }, 'xml'],
    ['/open311/v2/services/pothole.json', { kind: 'service', code: 'pothole' }, 'json'],
    ['/open311/v2/requests.json', { kind: 'requests' }, 'json'],
    ['/open311/v2/requests/p-001.xml', { kind: 'request', id: 'p-001' }, 'xml'],
    ['/open311/v2/requests/p.2026.json', { kind: 'request', id: 'p.2026' }, 'json'],
    ['/open311/v2/requests/a%20b.json', { kind: 'request', id: 'a b' }, 'json'],
  ] as const)('%s', (path, resource, format) => {
    expect(parseOpen311Path(path)).toEqual({ resource, format });
  });

  it.each([
    '/open311/v2/requests',
    '/open311/v2/requests.csv',
    '/open311/v2/',
    '/open311/v1/requests.json',
    '/open311/v2/problems.json',
    '/open311/v2/requests/a/b.json',
    '/open311/v2/requests/%E0%A4%A.json',
    '/open311/v2/requests/.json',
  ])('has no resource at %s', (path) => {
    expect(parseOpen311Path(path).resource).toBeNull();
  });

  it('answers a bad path in XML when it asks for XML', () => {
    expect(parseOpen311Path('/open311/v2/nothing.xml')).toEqual({ resource: null, format: 'xml' });
  });
});
