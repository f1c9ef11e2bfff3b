// A small static server for a built site whose folder can be swapped while it
// runs: the update test serves one build, then "deploys" another at the same
// address. Pages fall back to index.html as on Firebase Hosting; the service
// worker and index.html are sent uncached, as firebase.json says for production.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.apk': 'application/vnd.android.package-archive',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticSite {
  readonly url: string;
  /** Serves another build folder from now on. */
  deploy(folder: string): void;
  close(): Promise<void>;
}

export function serveStatic(folder: string): Promise<StaticSite> {
  let root = path.resolve(folder);
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(root, 'index.html');
    const extension = path.extname(file);
    const uncached = file.endsWith('index.html') || file.endsWith('sw.js');
    response.writeHead(200, {
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': uncached ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    response.end(fs.readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        deploy: (next) => {
          root = path.resolve(next);
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
