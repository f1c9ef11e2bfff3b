import { describe, expect, it } from 'vitest';
import { sampleProblem } from './sample-problem';
import { answerOpen311, type Open311Call, type ProblemSource } from './open311-answer';
import { decodeCursor, encodeCursor } from './open311-cursor';

const SITE = 'https://mzansifix.co.za';
const problems = [sampleProblem('p-1'), sampleProblem('p-2', { status: 'Resolved' })];

/** A source over a fixed list: enough to see what the answer does with what it gets. */
const listSource: ProblemSource = {
  byIds: async (ids) => problems.filter((problem) => ids.includes(problem.id)),
  search: async (query) => {
    const from = query.after === null ? 0 : problems.findIndex((problem) => problem.id === query.after!.id) + 1;
    const page = problems.slice(from, from + query.limit);
    const last = page.at(-1);
    return { problems: page, next: page.length === query.limit && last ? { seconds: 1, nanos: 0, id: last.id, status: null } : null };
  },
};

function call(path: string, extra: Partial<Open311Call> = {}): Open311Call {
  const [pathname, query = ''] = path.split('?');
  return { method: 'GET', path: pathname!, params: new URLSearchParams(query), rawQuery: query, siteOrigin: SITE, now: Date.parse('2026-11-20T10:00:00Z'), municipalityName: () => null, ...extra };
}

describe('answerOpen311', () => {
  it('gives requests by id in the order asked for', async () => {
    const answer = await answerOpen311(call('/open311/v2/requests.json?service_request_id=p-2,missing,p-1'), listSource);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).map((r: { service_request_id: string }) => r.service_request_id)).toEqual(['p-2', 'p-1']);
  });

  it('links the next page with a cursor when a search fills its page, keeping the other parameters', async () => {
    const full = await answerOpen311(call('/open311/v2/requests.xml?status=open&page_size=1'), listSource);
    const cursor = encodeCursor({ seconds: 1, nanos: 0, id: 'p-1', status: null });
    expect(full.next).toBe(`https://mzansifix.co.za/open311/v2/requests.xml?status=open&page_size=1&cursor=${cursor}`);
    const second = await answerOpen311(call(`/open311/v2/requests.json?page_size=1&cursor=${cursor}`), listSource);
    expect(JSON.parse(second.body).map((r: { service_request_id: string }) => r.service_request_id)).toEqual(['p-2']);
    expect(decodeCursor(new URL(second.next!).searchParams.get('cursor')!)).toEqual({ seconds: 1, nanos: 0, id: 'p-2', status: null });
    expect((await answerOpen311(call('/open311/v2/requests.json?page_size=3'), listSource)).next).toBeNull();
    expect((await answerOpen311(call('/open311/v2/requests.json?service_request_id=p-1'), listSource)).next).toBeNull();
  });

  it('redirects a query string that is not canonical, before reading anything', async () => {
    const never: ProblemSource = { byIds: () => Promise.reject(new Error('read')), search: () => Promise.reject(new Error('read')) };
    const cases: [string, string][] = [
      ['/open311/v2/requests.json?x=123', 'https://mzansifix.co.za/open311/v2/requests.json'],
      ['/open311/v2/requests.json?page_size=5&status=open&status=closed', 'https://mzansifix.co.za/open311/v2/requests.json?status=open,closed&page_size=5'],
      ['/open311/v2/discovery.json?jurisdiction_id=za', 'https://mzansifix.co.za/open311/v2/discovery.json'],
      ['/open311/v2/requests.json?status=closed&service_request_id=p-1', 'https://mzansifix.co.za/open311/v2/requests.json?service_request_id=p-1'],
    ];
    for (const [path, location] of cases) {
      const answer = await answerOpen311(call(path), never);
      expect(answer, path).toMatchObject({ status: 301, location, cacheable: true, body: '' });
    }
  });

  it('refuses to write, in the format asked for, saying reports are made in the app', async () => {
    const answer = await answerOpen311(call('/open311/v2/requests.xml', { method: 'POST' }), listSource);
    expect(answer).toMatchObject({ status: 405, contentType: 'text/xml; charset=utf-8' });
    expect(answer.body).toContain('<errors><error><code>405</code><description>Mzansi Fix reports are made in the Mzansi Fix app (https://mzansifix.co.za/download)');
  });

  it('answers a bad parameter with the 400 error list', async () => {
    const answer = await answerOpen311(call('/open311/v2/requests.json?status=maybe&page_size=0'), listSource);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual([
      { code: 400, description: 'status "maybe" is not open or closed' },
      { code: 400, description: 'page_size "0" is not a whole number from 1 to 1000' },
    ]);
  });

  it('answers 404 for an unknown request, service or path', async () => {
    for (const path of ['/open311/v2/requests/nope.json', '/open311/v2/services/lamp.json', '/open311/v2/reports.json']) {
      const answer = await answerOpen311(call(path), listSource);
      expect(answer.status, path).toBe(404);
      expect(JSON.parse(answer.body)[0].code).toBe(404);
    }
  });

  it('answers 503, uncached and without the error inside, when the reports cannot be read', async () => {
    const failing: ProblemSource = { byIds: () => Promise.reject(new Error('secret stack')), search: () => Promise.reject(new Error('secret stack')) };
    const heard: unknown[] = [];
    const answer = await answerOpen311(call('/open311/v2/requests.json'), failing, (error) => heard.push(error));
    expect(answer).toMatchObject({ status: 503, cacheable: false });
    expect(answer.body).not.toContain('secret');
    expect(heard).toHaveLength(1);
  });

  it('describes itself in discovery with the site origin', async () => {
    const answer = await answerOpen311(call('/open311/v2/discovery.json'), listSource);
    expect(JSON.parse(answer.body).endpoints).toEqual([
      {
        specification: 'http://wiki.open311.org/GeoReport_v2',
        url: 'https://mzansifix.co.za/open311/v2',
        changeset: '2026-11-28T00:00:00+02:00',
        type: 'production',
        formats: ['application/json', 'text/xml'],
      },
    ]);
  });
});
