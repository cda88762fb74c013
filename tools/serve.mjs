// npm start: builds and packages the system, then serves dist/ on http://localhost:30001 so that
// http://localhost:30001/system.json is a manifest URL a local Foundry can install from.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { packageSystem } from './package.mjs';
import { DIST } from './lib/paths.mjs';

const PORT = Number(process.env.PORT ?? 30001);
const BASE = `http://localhost:${PORT}`;
const TYPES = {
  '.json': 'application/json',
  '.zip': 'application/zip',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.hbs': 'text/plain',
  '.map': 'application/json',
};

/** A static file server for dist/, refusing paths that leave it. */
export function createServer(root = DIST) {
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', BASE);
    const file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
    });
    fs.createReadStream(file).pipe(response);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await packageSystem({ baseUrl: BASE });
  createServer().listen(PORT, () => {
    console.log(`Manifold is served. In Foundry → Install System → Manifest URL, paste:`);
    console.log(`  ${BASE}/system.json`);
    console.log('Press Ctrl+C to stop.');
  });
}
