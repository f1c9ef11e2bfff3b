// The CDN's stand-in in front of function rewrites: what it keeps, for how long,
// and what it answers from the copy. A plain local HTTP server stands in for the
// Functions emulator (a fake at that boundary, named as such).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createEdgeCache, sharedMaxAge, type EdgeCache } from './edge-cache.mjs';

describe('sharedMaxAge', () => {
  it('reads s-maxage first, max-age without it, and only from a public answer', () => {
    expect(sharedMaxAge('public, max-age=60, s-maxage=300')).toBe(300);
    expect(sharedMaxAge('public, max-age=60')).toBe(60);
    expect(sharedMaxAge('max-age=60, s-maxage=300')).toBe(0);
    expect(sharedMaxAge('public, max-age=60, private')).toBe(0);
    expect(sharedMaxAge('public, no-store, s-maxage=300')).toBe(0);
    expect(sharedMaxAge('public, no-cache, s-maxage=300')).toBe(0);
    expect(sharedMaxAge('public, s-maxage=soon')).toBe(0);
    expect(sharedMaxAge(undefined)).toBe(0);
  });
});

describe('the edge cache', () => {
  async function withEdge(
    answer: (req: http.IncomingMessage, res: http.ServerResponse) => void,
    work: (
      get: (path: string, headers?: Record<string, string>) => Promise<Response>,
      calls: () => number,
      clock: { ms: number },
      edge: EdgeCache,
    ) => Promise<void>,
  ) {
    let calls = 0;
    const origin = http.createServer((req, res) => {
      calls += 1;
      answer(req, res);
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    const clock = { ms: 1_000_000 };
    const edge = createEdgeCache({ now: () => clock.ms });
    const originPort = (origin.address() as AddressInfo).port;
    const front = http.createServer((req, res) => {
      if (edge.answer(req, res)) return;
      const upstream = http.request({ hostname: '127.0.0.1', port: originPort, path: req.url, method: req.method, headers: req.headers }, (reply) => {
        res.statusCode = reply.statusCode ?? 502;
        for (const [key, value] of Object.entries(reply.headers)) if (value !== undefined) res.setHeader(key, value);
        edge.keep(req, reply);
        reply.pipe(res);
      });
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
    try {
      await work((path, headers = {}) => fetch(`${base}${path}`, { headers }), () => calls, clock, edge);
    } finally {
      await new Promise((resolve) => front.close(resolve));
      await new Promise((resolve) => origin.close(resolve));
    }
  }

  const file = (req: http.IncomingMessage, res: http.ServerResponse) => {
    res.setHeader('Cache-Control', 'public, max-age=60, s-maxage=300');
    res.setHeader('ETag', '"v1"');
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ url: req.url, filler: 'x'.repeat(2000) }));
  };

  it('runs the function once for many visitors while the copy is younger than s-maxage', async () => {
    await withEdge(file, async (get, calls, clock) => {
      const first = await get('/data/map-index');
      expect(first.headers.get('age')).toBeNull();
      expect((await first.json()).filler).toHaveLength(2000);
      clock.ms += 299_000;
      const later = await get('/data/map-index');
      expect(later.status).toBe(200);
      expect(later.headers.get('age')).toBe('299');
      expect(later.headers.get('etag')).toBe('"v1"');
      expect((await later.json()).url).toBe('/data/map-index');
      expect(calls()).toBe(1);
      // Older than s-maxage: the function answers again.
      clock.ms += 1_000;
      await (await get('/data/map-index')).text();
      expect(calls()).toBe(2);
    });
  });

  it('forgets every copy when purged, so the next visitor gets what the function answers now', async () => {
    await withEdge(file, async (get, calls, _clock, edge) => {
      await (await get('/data/map-index')).arrayBuffer();
      await (await get('/data/map-index')).arrayBuffer();
      expect(calls()).toBe(1);
      edge.purge();
      const after = await get('/data/map-index');
      expect(after.headers.get('age')).toBeNull();
      await after.arrayBuffer();
      expect(calls()).toBe(2);
    });
  });

  it('answers 304 from the copy to a client that holds it, and keeps each URL and encoding apart', async () => {
    await withEdge(file, async (get, calls) => {
      await (await get('/data/map-index')).text();
      const revalidated = await get('/data/map-index', { 'If-None-Match': 'W/"v1"' });
      expect(revalidated.status).toBe(304);
      expect(calls()).toBe(1);
      expect((await (await get('/data/map-index?rebuilt=5')).json()).url).toBe('/data/map-index?rebuilt=5');
      await (await get('/data/map-index', { 'Accept-Encoding': 'identity' })).text();
      expect(calls()).toBe(3);
    });
  });

  it('keeps the copy for a visitor who accepts gzip gzipped, and sends it as kept, with Vary', async () => {
    await withEdge(file, async (get, calls) => {
      const first = await get('/data/map-index', { 'Accept-Encoding': 'gzip' });
      // The origin here compresses nothing: the first answer is what the function sent.
      expect(first.headers.get('content-encoding')).toBeNull();
      const sent = await first.text();
      const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const url = new URL(first.url);
        http
          .get({ hostname: url.hostname, port: url.port, path: url.pathname, headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
      expect(calls()).toBe(1);
      expect(raw.headers['content-encoding']).toBe('gzip');
      expect(raw.headers.vary).toBe('Accept-Encoding');
      expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
      expect(raw.body.length).toBeLessThan(sent.length);
      expect(zlib.gunzipSync(raw.body).toString()).toBe(sent);
      // A visitor who does not accept gzip gets the plain bytes, from a copy of its own.
      const plain = await get('/data/map-index', { 'Accept-Encoding': 'identity' });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(sent);
    });
  });

  it('keeps nothing the answer does not allow: private, no-store, errors', async () => {
    const answers = ['private, max-age=60', 'public, no-store', 'public, max-age=60'];
    let n = 0;
    await withEdge(
      (req, res) => {
        const index = n++;
        res.statusCode = index === 2 ? 503 : 200;
        res.setHeader('Cache-Control', answers[index % answers.length]!);
        res.end('{}');
      },
      async (get, calls) => {
        for (let i = 0; i < 3; i += 1) await (await get('/open311/v2/requests.json')).text();
        expect(calls()).toBe(3);
      },
    );
  });
});
