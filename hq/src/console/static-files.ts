import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CONSOLE_API, CONSOLE_PATH } from '../../console-api/paths';

/**
 * The console's page, as Vite built it (hq/dist/console), under a strict CSP: scripts and styles
 * only from head office itself, nothing inline, no frames, no plugins, requests only back to head
 * office (D101). The files are read once at start (a few hundred kilobytes); a path the router
 * owns (/console/log …) answers the page, which routes itself.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export function staticRoutes(app: FastifyInstance, consoleDir: string): void {
  const built = existsSync(join(consoleDir, 'index.html'));
  const files = new Map<string, { body: Buffer; type: string }>();
  if (built) {
    for (const path of filesUnder(consoleDir)) {
      const type = TYPES[extname(path)];
      if (type)
        files.set(relative(consoleDir, path).split(sep).join('/'), {
          body: readFileSync(path),
          type,
        });
    }
  }
  const page = (reply: FastifyReply) => {
    const index = files.get('index.html');
    if (!index) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The console is not built: run `npm run hq:console`, then start head office again.');
    }
    return reply
      .header('content-security-policy', CONSOLE_CSP)
      .header('cache-control', 'no-cache')
      .type(index.type)
      .send(index.body);
  };
  app.get(CONSOLE_PATH.slice(0, -1), (_request, reply) => reply.redirect(CONSOLE_PATH));
  app.get(`${CONSOLE_PATH}*`, (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (request.url.startsWith(CONSOLE_API)) {
      return reply.code(404).send({ code: 'not-found', message: 'No such console request.' });
    }
    const file = files.get(path);
    if (file && path !== 'index.html') {
      // Vite names assets by their content: they never change under one name.
      const cache = path.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      return reply
        .header('content-security-policy', CONSOLE_CSP)
        .header('cache-control', cache)
        .type(file.type)
        .send(file.body);
    }
    if (/\.[a-z0-9]+$/i.test(path)) return reply.code(404).type('text/plain').send('Not found.');
    return page(reply);
  });
}
