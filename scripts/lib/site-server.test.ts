// firebase.json's security headers, read as a browser will read them, and the one
// change the local server makes to them (letting a build reach its emulators).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { localCertificate, serverSpkiHash, spkiHash } from './local-tls.mjs';
import { photoSources } from '../../src/domain/report-limits';
import { BUILD_FACTS_FILE, GOOGLE_MAPS_SOURCES, policyDirectives } from './content-policy.mjs';
import { FUNCTION_LANES, hostingConfig, serveSite, widenPolicy } from './site-server.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const production = hostingConfig(root);

/** The headers every path gets (the catch-all rule). */
function catchAll(config = production): Map<string, string> {
  const rule = config.headers.find((r) => r.source === '**');
  if (!rule) throw new Error('firebase.json has no catch-all header rule');
  return new Map(rule.headers.map((h) => [h.key.toLowerCase(), h.value]));
}

const directives = policyDirectives;

describe('the production Content Security Policy', () => {
  const csp = directives(catchAll().get('content-security-policy') ?? '');

  it('runs no inline script, evaluates no string as code, and runs script from the site and Google sign-in only', () => {
    const scripts = csp.get('script-src')!;
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    // The open-map build runs no code that needs eval: Google's map script does, and only its build allows it (below).
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.filter((s) => s === '*' || s === 'https:' || s === 'http:' || s === 'data:' || s === 'blob:')).toEqual([]);
    // Firebase Auth's popup helper.
    expect(scripts).toEqual(["'self'", 'https://apis.google.com']);
  });

  it('shuts the doors scripts are usually smuggled through', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it("lets Firebase, map tiles and the project's own photos work, and names each Google service rather than *.googleapis.com", () => {
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://firestore.googleapis.com', 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', ...photoSources()]),
    );
    // Images: the photo buckets of src/domain/report-limits.ts and the default tile servers, not every https host.
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', ...photoSources(), 'https://tile.openstreetmap.org']));
    for (const name of ['img-src', 'connect-src', 'script-src', 'style-src', 'font-src']) {
      expect(csp.get(name)!.filter((source) => source.includes('*') && !source.startsWith('https://*.firebaseapp')), name).toEqual([]);
      expect(csp.get(name), name).not.toContain('https:');
    }
    expect(csp.get('frame-src')).toEqual(expect.arrayContaining(['https://*.firebaseapp.com']));
    expect(csp.get('worker-src')).toEqual(expect.arrayContaining(["'self'"]));
  });

  it('names no local emulator: those are added only when serving a local build', () => {
    expect(catchAll().get('content-security-policy')).not.toMatch(/127\.0\.0\.1|localhost|http:/u);
  });
});

describe('the other security headers', () => {
  it('sends nosniff, a referrer policy and a permissions policy that allows geolocation on the site only', () => {
    const headers = catchAll();
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // Two years, subdomains included: after one https visit the browser never tries plain http again.
    expect(headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    const permissions = headers.get('permissions-policy')!.split(/,\s*/u);
    expect(permissions).toContain('geolocation=(self)');
    expect(permissions.filter((p) => p !== 'geolocation=(self)').every((p) => p.endsWith('=()'))).toBe(true);
  });
});

describe('the policy of each build (lib/content-policy.mjs)', () => {
  const buildFolder = (facts: object | null) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
    if (facts) fs.writeFileSync(path.join(dir, BUILD_FACTS_FILE), JSON.stringify(facts));
    return dir;
  };

  it("is firebase.json's own for the open-map build, or a folder that says nothing", () => {
    expect(hostingConfig(root, {}, buildFolder({ googleMaps: false }))).toEqual(production);
    expect(hostingConfig(root, {}, buildFolder(null))).toEqual(production);
  });

  it("adds 'unsafe-eval' and Google's map hosts, and nothing else, only in a Google Maps build", () => {
    const google = hostingConfig(root, {}, buildFolder({ googleMaps: true }));
    const before = directives(catchAll().get('content-security-policy')!);
    const after = directives(catchAll(google).get('content-security-policy')!);
    for (const [name, sources] of before) expect(after.get(name), name).toEqual([...sources, ...(GOOGLE_MAPS_SOURCES[name] ?? [])]);
    expect(after.get('script-src')).toContain("'unsafe-eval'");
    // Still no source that admits any Cloud Storage bucket.
    expect(after.get('img-src')).not.toContain('https://*.googleapis.com');
    expect(after.get('img-src')).not.toContain('https://storage.googleapis.com');
  });
});

describe('hostingConfig with emulators', () => {
  it('adds the Auth and Firestore emulators to connect-src and the Auth emulator to frame-src, and nothing else', () => {
    const local = hostingConfig(root, { auth: '127.0.0.1:9199', firestore: '127.0.0.1:8180' });
    const before = directives(catchAll().get('content-security-policy')!);
    const after = directives(catchAll(local).get('content-security-policy')!);
    expect(after.get('connect-src')).toEqual([...before.get('connect-src')!, 'http://127.0.0.1:9199', 'http://127.0.0.1:8180']);
    expect(after.get('frame-src')).toEqual([...before.get('frame-src')!, 'http://127.0.0.1:9199']);
    for (const [name, sources] of before) if (name !== 'connect-src' && name !== 'frame-src') expect(after.get(name), name).toEqual(sources);
    // The other rules keep their headers; a policy among them (the service worker's) lets the emulators in too.
    const withoutPolicies = (config: typeof production) =>
      config.headers.map((rule) => ({ ...rule, headers: rule.headers.filter((h) => h.key.toLowerCase() !== 'content-security-policy') }));
    expect(withoutPolicies(local)).toEqual(withoutPolicies(production));
  });

  it("gives the service worker a policy of its own that lets it fetch the tiles and photos it caches, and nothing else", () => {
    const worker = [...production.headers].reverse().find((rule) => rule.source === '/sw.js');
    const policy = directives(worker?.headers.find((h) => h.key.toLowerCase() === 'content-security-policy')?.value ?? '');
    expect(policy.get('connect-src')).toEqual(["'self'", ...photoSources(), 'https://tile.openstreetmap.org', 'https://server.arcgisonline.com', 'https://tile.opentopomap.org']);
    expect(policy.get('default-src')).toEqual(["'none'"]);
  });

  it('widens only the directives named', () => {
    expect(widenPolicy("default-src 'self'; connect-src 'self'", ['connect-src'], ['http://a:1'])).toBe("default-src 'self'; connect-src 'self' http://a:1");
    expect(widenPolicy("connect-src 'self'", ['connect-src'], [])).toBe("connect-src 'self'");
  });
});

describe('serveSite', () => {
  // A plain local HTTP server stands in for the Functions emulator here (a fake at that
  // boundary, named as such); the integration tests reach the real emulator through it.
  async function withFakeFunctions(work: (functionsHost: string, seen: string[]) => Promise<void>) {
    const seen: string[] = [];
    // Node's server adds `Connection: keep-alive` to each answer, as the emulator does.
    const fake = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      res.setHeader('X-Seen-Proto', String(req.headers['x-forwarded-proto']));
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'public, max-age=60');
      res.end(JSON.stringify({ filler: 'x'.repeat(4000) }));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    try {
      await work(`127.0.0.1:${(fake.address() as AddressInfo).port}`, seen);
    } finally {
      await new Promise((resolve) => fake.close(resolve));
    }
  }

  function tempBuild(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>t</title>${'<p>shell</p>'.repeat(200)}`);
    return dir;
  }

  it('passes a function rewrite to the Functions emulator with its own path, and compresses the answer as Hosting does', async () => {
    await withFakeFunctions(async (functions, seen) => {
      const site = await serveSite({ root, dist: tempBuild(), port: 0, emulators: { functions } });
      try {
        const response = await fetch(`${site.url}/data/map-index?since=5`, { headers: { 'Accept-Encoding': 'gzip' } });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-encoding')).toBe('gzip');
        // firebase.json's rule for /data/** (the CDN keeps the map index five minutes), as Hosting applies it.
        expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
        expect((await response.json()).filler).toHaveLength(4000);
        expect(seen).toEqual(['/demo-mzansi-fix/us-central1/mapIndexFile/data/map-index?since=5']);
      } finally {
        await site.close();
      }
    });
  });

  it('answers 502 for a function rewrite when no Functions emulator is given, and still serves pages', async () => {
    const site = await serveSite({ root, dist: tempBuild(), port: 0 });
    try {
      expect((await fetch(`${site.url}/data/map-index`)).status).toBe(502);
      const page = await fetch(`${site.url}/leaderboard`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-encoding')).toBe('gzip');
    } finally {
      await site.close();
    }
  });

  /** One GET over HTTP/2 that trusts only `ca`; resolves with the answer's headers and body. */
  function http2Get(origin: string, ca: string, pathname: string): Promise<{ headers: http2.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const session = http2.connect(origin, { ca });
      session.once('error', reject);
      const stream = session.request({ ':path': pathname, 'accept-encoding': 'gzip' });
      const chunks: Buffer[] = [];
      let headers: http2.IncomingHttpHeaders = {};
      stream.on('response', (answer) => (headers = answer));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        session.close();
        resolve({ headers, body: Buffer.concat(chunks) });
      });
      stream.on('error', reject);
    });
  }

  it('with a certificate, serves the same pages, headers and function answers over HTTPS and HTTP/2, as Hosting does', async () => {
    await withFakeFunctions(async (functions, seen) => {
      const secure = await localCertificate('127.0.0.1');
      const dist = tempBuild();
      const plain = await serveSite({ root, dist, port: 0, emulators: { functions } });
      const site = await serveSite({ root, dist, port: 0, emulators: { functions }, secure });
      try {
        expect(site.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/u);
        const page = await http2Get(site.url, secure.cert, '/leaderboard');
        const plainPage = await fetch(`${plain.url}/leaderboard`, { headers: { 'Accept-Encoding': 'gzip' } });
        expect(page.headers[':status']).toBe(200);
        expect(page.headers['content-encoding']).toBe('gzip');
        expect(page.headers['content-security-policy']).toBe(plainPage.headers.get('content-security-policy'));
        expect(zlib.gunzipSync(page.body).toString('utf8')).toBe(await plainPage.text());

        // The function's own answer carries `Connection: keep-alive`, which HTTP/2 forbids: it is not passed on.
        const answer = await http2Get(site.url, secure.cert, '/data/map-index?since=5');
        expect(answer.headers[':status']).toBe(200);
        expect(answer.headers.connection).toBeUndefined();
        expect(answer.headers['x-seen-proto']).toBe('https');
        expect(JSON.parse(zlib.gunzipSync(answer.body).toString('utf8')).filler).toHaveLength(4000);
        expect(seen).toEqual(['/demo-mzansi-fix/us-central1/mapIndexFile/data/map-index?since=5']);

        // What a measuring tool pins its Chromium to: the key of the certificate the server presents.
        expect(await serverSpkiHash(site.url)).toBe(spkiHash(new crypto.X509Certificate(secure.cert)));
      } finally {
        await Promise.all([site.close(), plain.close()]);
      }
    });
  });

  it('passes a burst of requests to one function a lane at a time, as one warm instance takes them; a visitor who left frees the lane', async () => {
    // A fake Functions emulator that answers after 40 ms and counts the requests it holds at once.
    let inFlight = 0;
    let most = 0;
    const fake = http.createServer((req, res) => {
      most = Math.max(most, ++inFlight);
      setTimeout(() => {
        inFlight -= 1;
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ url: req.url }));
      }, 40);
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const site = await serveSite({ root, dist: tempBuild(), port: 0, emulators: { functions: `127.0.0.1:${(fake.address() as AddressInfo).port}` } });
    try {
      // One visitor gives up on a tile while it waits for a lane.
      const leaving = new AbortController();
      const tiles = Array.from({ length: 8 }, (_, x) => `/data/map-tiles/5/${x}/17`);
      const left = fetch(`${site.url}/data/map-tiles/5/99/17`, { signal: leaving.signal }).catch(() => 'left');
      const answers = Promise.all(tiles.map(async (tile) => (await (await fetch(`${site.url}${tile}`)).json()) as { url: string }));
      leaving.abort();
      expect(await left).toBe('left');
      expect((await answers).map(({ url }) => url)).toEqual(tiles.map((tile) => `/demo-mzansi-fix/us-central1/mapTiles${tile}`));
      expect(most).toBe(FUNCTION_LANES);
      // Every lane is free again: the next request is answered at once.
      expect((await fetch(`${site.url}/data/map-tiles/summary`)).status).toBe(200);
    } finally {
      await site.close();
      await new Promise((resolve) => fake.close(resolve));
    }
  });
});
