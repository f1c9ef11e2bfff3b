// A Vite plug-in that puts one ward file per municipality into the site, /data/wards/{CODE}.json
// (docs/boundaries.md, "My ward"), split from the committed server file
// src/domain/places/data/wards.json by the boundary converter's wardFilesByMunicipality. Made
// at build time rather than committed a second time: 1.4 MB of outlines kept once in the
// repository, and the phone's files cannot drift from the server's. The dev server answers the
// same paths. The service worker does not precache them (its glob takes no data/ files); it
// keeps the ones a phone fetched (sw/request-kinds.ts isWardFile).
import fs from 'node:fs';
import path from 'node:path';
import { wardFilesByMunicipality } from '../boundaries/convert-boundaries.mjs';

export const WARD_FILES_DIR = 'data/wards';

export function wardFiles({ source = 'src/domain/places/data/wards.json' } = {}) {
  let root = process.cwd();
  let files = null;
  const read = () => (files ??= wardFilesByMunicipality(fs.readFileSync(path.resolve(root, source), 'utf8')));
  return {
    name: 'mzansi-ward-files',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      for (const [name, text] of Object.entries(read())) this.emitFile({ type: 'asset', fileName: `${WARD_FILES_DIR}/${name}`, source: text });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/data\/wards\/([A-Z0-9]{2,6}\.json)$/u.exec(request.url ?? '');
        const text = match ? read()[match[1]] : undefined;
        if (text === undefined) return next();
        response.setHeader('Content-Type', 'application/json');
        response.end(text);
      });
    },
  };
}
