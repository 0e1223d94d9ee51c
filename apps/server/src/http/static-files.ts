import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The types of what the web build writes (and a few a build may add). */
const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** The copies the build writes beside each file (apps/web/precompress.ts), in the order preferred. */
const COPIES = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

const ENDINGS = Object.fromEntries(COPIES) as Record<(typeof COPIES)[number][0], string>;
const isCopy = (name: string) => COPIES.some(([, ending]) => name.endsWith(ending));

/**
 * The files of a folder that may be sent, by their path under it, read at boot. A name asked for
 * is only ever looked up in this list, never joined onto the folder as it came: nothing outside it,
 * no dotfile, no copy by its own name. A name that is missing reads the folder again, at most once
 * a second (a rebuild while the server runs).
 */
class Folder {
  private files = new Set<string>();
  private readAt = 0;

  constructor(
    readonly root: string,
    private readonly leaveOut: (name: string) => boolean = () => false,
  ) {
    this.read();
  }

  private read(): void {
    this.readAt = Date.now();
    const files = new Set<string>();
    const walk = (dir: string, prefix: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.name.startsWith('.')) continue;
        const name = prefix + entry.name;
        if (entry.isDirectory()) walk(path.join(dir, entry.name), `${name}/`);
        else if (entry.isFile() && !this.leaveOut(name)) files.add(name);
      }
    };
    if (fs.existsSync(this.root)) walk(this.root, '');
    this.files = files;
  }

  has(name: string): boolean {
    if (this.files.has(name)) return true;
    if (Date.now() - this.readAt < 1000) return false;
    this.read();
    return this.files.has(name);
  }

  /** The files that are not a compressed copy, as found at boot. */
  names(): string[] {
    return [...this.files].filter((name) => !isCopy(name));
  }
}

/** Whether the request accepts `encoding` (a q of 0 refuses it). */
function accepts(header: string | undefined, encoding: string): boolean {
  for (const part of (header ?? '').split(',')) {
    const [token, ...params] = part.trim().split(';');
    if (token?.trim().toLowerCase() !== encoding) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    return q === undefined || Number(q) > 0;
  }
  return false;
}

/**
 * The encoding to send in, brotli before gzip, of those the request's Accept-Encoding takes and
 * `available` has (the files' copies; the pages, compressed on the way: both).
 */
export function chooseEncoding(
  header: string | undefined,
  available: (encoding: 'br' | 'gzip') => boolean = () => true,
): 'br' | 'gzip' | undefined {
  return COPIES.find(([encoding]) => accepts(header, encoding) && available(encoding))?.[0];
}

/**
 * Sends `name` of `folder`, or its brotli or gzip copy to a browser that takes it (with
 * Content-Encoding, and Vary: accept-encoding either way); a weak ETag and Last-Modified answer a
 * browser's revalidation with 304. A name that is not there goes to the not-found handler.
 */
async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  folder: Folder,
  name: string,
  headers: (name: string) => Record<string, string>,
): Promise<unknown> {
  if (isCopy(name) || !folder.has(name)) return reply.callNotFound();
  const encoding = chooseEncoding(request.headers['accept-encoding'], (e) => folder.has(name + ENDINGS[e]));
  const file = path.join(folder.root, encoding ? name + ENDINGS[encoding] : name);
  const stat = await fs.promises.stat(file).catch(() => undefined);
  if (!stat?.isFile()) return reply.callNotFound();
  const etag = `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`;
  const modified = stat.mtime.toUTCString();
  reply.headers({
    'last-modified': modified,
    etag,
    'content-type': TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
    vary: 'accept-encoding',
    ...headers(name),
  });
  if (encoding) reply.header('content-encoding', encoding);
  const sinceTag = request.headers['if-none-match'];
  const since = request.headers['if-modified-since'];
  const fresh = sinceTag
    ? sinceTag.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')
    : since !== undefined && Math.floor(stat.mtime.getTime() / 1000) <= Math.floor(Date.parse(since) / 1000);
  if (fresh) return reply.code(304).send();
  reply.header('content-length', stat.size);
  // Fastify's HEAD route drains the stream and keeps the length.
  return reply.send(fs.createReadStream(file));
}

/**
 * The built web app's files: the hashed assets under /assets/ through one route (a route per file
 * made the router's work a tenth of a warm restart, issue 9), and one route per other file found at
 * boot. Our own few lines instead of @fastify/static: that plugin and its glob were ~50 ms of every
 * start for a folder we know (decision 010).
 */
export function serveFiles(
  app: FastifyInstance,
  dist: string,
  options: { leaveOut: (name: string) => boolean; headers: (name: string) => Record<string, string> },
): void {
  const assets = new Folder(path.join(dist, 'assets'));
  app.get('/assets/*', { schema: { hide: true } }, (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    return sendFile(request, reply, assets, name, (file) => options.headers(`assets/${file}`));
  });
  const root = new Folder(dist, (name) => name.startsWith('assets/') || options.leaveOut(name));
  for (const name of root.names()) {
    app.get(`/${name}`, { schema: { hide: true } }, (request, reply) =>
      sendFile(request, reply, root, name, options.headers),
    );
  }
}
