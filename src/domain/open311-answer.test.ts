import { describe, expect, it } from 'vitest';
import { sampleProblem } from './sample-problem';
import { answerOpen311, type Open311Call, type ProblemSource } from './open311-answer';

const SITE = 'https://mzansifix.co.za';
const problems = [sampleProblem('p-1'), sampleProblem('p-2', { status: 'Resolved' })];

/** A source over a fixed list: enough to see what the answer does with what it gets. */
const listSource: ProblemSource = {
  byIds: async (ids) => problems.filter((problem) => ids.includes(problem.id)),
  search: async (query) => problems.slice(query.offset, query.offset + query.limit),
};

function call(path: string, extra: Partial<Open311Call> = {}): Open311Call {
  const [pathname, query = ''] = path.split('?');
  return { method: 'GET', path: pathname!, params: new URLSearchParams(query), siteOrigin: SITE, now: Date.parse('2026-11-20T10:00:00Z'), ...extra };
}

describe('answerOpen311', () => {
  it('gives requests by id in the order asked for', async () => {
    const answer = await answerOpen311(call('/open311/v2/requests.json?service_request_id=p-2,missing,p-1'), listSource);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).map((r: { service_request_id: string }) => r.service_request_id)).toEqual(['p-2', 'p-1']);
  });

  it('links the next page when a search fills its page, keeping the other parameters', async () => {
    const full = await answerOpen311(call('/open311/v2/requests.xml?status=open&page_size=2'), listSource);
    expect(full.next).toBe('https://mzansifix.co.za/open311/v2/requests.xml?status=open&page_size=2&page=2');
    const third = await answerOpen311(call('/open311/v2/requests.json?page=2&page_size=1'), listSource);
    expect(third.next).toBe('https://mzansifix.co.za/open311/v2/requests.json?page=3&page_size=1');
    expect((await answerOpen311(call('/open311/v2/requests.json?page_size=3'), listSource)).next).toBeNull();
    expect((await answerOpen311(call('/open311/v2/requests.json?service_request_id=p-1'), listSource)).next).toBeNull();
  });

  it('links no page past where paging stops', async () => {
    expect((await answerOpen311(call('/open311/v2/requests.json?page=11'), { ...listSource, search: async () => Array(1000).fill(problems[0]) })).next).toBeNull();
  });

  it('refuses to write, in the format asked for, saying reports are made in the app', async () => {
    const answer = await answerOpen311(call('/open311/v2/requests.xml', { method: 'POST' }), listSource);
    expect(answer).toMatchObject({ status: 405, contentType: 'text/xml; charset=utf-8' });
    expect(answer.body).toContain('<errors><error><code>405</code><description>Mzansi Fix reports are made in the Mzansi Fix app (https://mzansifix.co.za/download)');
  });

  it('answers a bad parameter with the 400 error list', async () => {
    const answer = await answerOpen311(call('/open311/v2/requests.json?status=maybe&page=0'), listSource);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual([
      { code: 400, description: 'status "maybe" is not open or closed' },
      { code: 400, description: 'page "0" is not a whole number from 1 to 9007199254740991' },
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
        changeset: '2026-11-23T00:00:00+02:00',
        type: 'production',
        formats: ['application/json', 'text/xml'],
      },
    ]);
  });
});
