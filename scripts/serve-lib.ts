/**
 * Static file server for the pre-rendered `dist/` folder, behaving like a
 * static host / CDN (Netlify-style `_redirects` and `_headers`, extensionless
 * URLs, no trailing slashes), plus a local stand-in for the form service
 * (`POST /api/form-inbox`). Only Node built-ins are used.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzipAsync = promisify(zlib.gzip);

export const INBOX_PATH = '/api/form-inbox';
export const MAX_FORM_BODY_BYTES = 64 * 1024;
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Files in dist/ that configure the host and must not be served. */
const HIDDEN_FILES = new Set(['_redirects', '_headers']);

// ---------------------------------------------------------------------------
// _redirects
// ---------------------------------------------------------------------------

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/**
 * Parses a Netlify `_redirects` file: `from to [status]` per line, `#`
 * comments, default status 301. A trailing `!` on the status ("force") is
 * accepted and ignored. A `from` ending in `/*` matches a prefix and its
 * remainder can be used as `:splat` in `to`.
 */
export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/(^|\s)#.*$/, '').trim();
    if (line === '') continue;
    const [from, to, statusToken] = line.split(/\s+/);
    if (from === undefined || to === undefined || !from.startsWith('/')) continue;
    let status = 301;
    if (statusToken !== undefined) {
      const parsed = Number.parseInt(statusToken.replace(/!$/, ''), 10);
      if (Number.isNaN(parsed)) continue;
      status = parsed;
    }
    rules.push({ from, to, status });
  }
  return rules;
}

/** Returns the first rule matching `pathname` with `:splat` substituted, or null. */
export function matchRedirect(rules: readonly RedirectRule[], pathname: string): RedirectRule | null {
  for (const rule of rules) {
    if (rule.from.endsWith('/*')) {
      const base = rule.from.slice(0, -2);
      if (pathname === base || pathname.startsWith(`${base}/`)) {
        const splat = pathname.slice(base.length + 1);
        return { ...rule, to: rule.to.replace(/:splat/g, splat) };
      }
    } else if (stripTrailingSlashes(rule.from) === pathname) {
      return rule;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------
// _headers
// ---------------------------------------------------------------------------

export interface HeaderRule {
  pattern: string;
  headers: Array<[name: string, value: string]>;
}

/**
 * Parses a Netlify/Cloudflare `_headers` file: an unindented line holding a
 * URL pattern (starting with `/`, optionally ending in `*`), followed by
 * indented `Name: value` lines. `#` starts a comment line.
 */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
  for (const rawLine of text.split(/\r?\n/)) {
    const trimmed = rawLine.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const indented = /^\s/.test(rawLine);
    if (!indented && trimmed.startsWith('/')) {
      current = { pattern: trimmed, headers: [] };
      rules.push(current);
      continue;
    }
    if (current === null) continue;
    const colon = trimmed.indexOf(':');
    if (colon <= 0) continue;
    const name = trimmed.slice(0, colon).trim();
    const value = trimmed.slice(colon + 1).trim();
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) continue;
    current.headers.push([name, value]);
  }
  return rules;
}

/** `/*` matches everything, `/foo/*` matches `/foo/...`, otherwise exact. */
export function matchesHeaderPattern(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  return pattern === pathname;
}

/**
 * Headers of every block matching `pathname`. When several blocks set the
 * same header (case-insensitively) their values are joined with `, ` (as
 * Netlify/Cloudflare do); the first spelling of the name is kept.
 */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const merged = new Map<string, [name: string, value: string]>();
  for (const rule of rules) {
    if (!matchesHeaderPattern(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const existing = merged.get(key);
      merged.set(key, existing === undefined ? [name, value] : [existing[0], `${existing[1]}, ${value}`]);
    }
  }
  return new Map(merged.values());
}

// ---------------------------------------------------------------------------
// Path resolution
// ---------------------------------------------------------------------------

function stripTrailingSlashes(pathname: string): string {
  const stripped = pathname.replace(/\/+$/, '');
  return stripped === '' ? '/' : stripped;
}

/**
 * Splits a raw request target into pathname and query (`?...` or '').
 * Absolute-form targets (`http://host/path`) are reduced to their path.
 */
export function splitUrl(rawUrl: string): { pathname: string; search: string } {
  let target = rawUrl;
  if (!target.startsWith('/')) {
    try {
      const url = new URL(target);
      target = url.pathname + url.search;
    } catch {
      target = `/${target}`;
    }
  }
  const hash = target.indexOf('#');
  if (hash !== -1) target = target.slice(0, hash);
  const q = target.indexOf('?');
  return q === -1
    ? { pathname: target, search: '' }
    : { pathname: target.slice(0, q), search: target.slice(q) };
}

/**
 * Turns a URL pathname into a safe relative path inside the served root
 * (`/` -> ''), decoding percent-escapes per segment. Returns null when the
 * path is malformed or could escape the root (`..`, `.`, empty segments,
 * encoded slashes/backslashes, NUL).
 */
export function toRelativePath(pathname: string): string | null {
  if (!pathname.startsWith('/')) return null;
  if (pathname === '/') return '';
  const out: string[] = [];
  for (const rawSegment of pathname.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(rawSegment);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
    out.push(segment);
  }
  return out.join('/');
}

function isInside(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

function statFile(file: string): fs.Stats | null {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/**
 * Maps a URL pathname to a file inside `root` (which should be an absolute,
 * real path): `/` -> `index.html`; `/foo/bar` -> `foo/bar.html` if present,
 * else the file `foo/bar`. Returns the absolute file path or null.
 */
export function resolvePath(root: string, pathname: string): string | null {
  const rel = toRelativePath(pathname);
  if (rel === null || HIDDEN_FILES.has(rel)) return null;
  const candidates = rel === '' ? ['index.html'] : [`${rel}.html`, rel];
  for (const candidate of candidates) {
    const abs = path.resolve(root, candidate);
    if (!isInside(root, abs) || statFile(abs) === null) continue;
    let real: string;
    try {
      real = fs.realpathSync(abs);
    } catch {
      continue;
    }
    if (isInside(root, real)) return real;
  }
  return null;
}

/** Whether a pathname belongs to the Spanish locale (`/es`, `/es/...`). */
export function isSpanishPath(pathname: string): boolean {
  return pathname === '/es' || pathname.startsWith('/es/');
}

// ---------------------------------------------------------------------------
// Content types, compression
// ---------------------------------------------------------------------------

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.md': 'text/markdown; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.pdf': 'application/pdf',
};

const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.xml', '.txt', '.md', '.webmanifest',
]);

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase());
}

/** True when an `Accept-Encoding` header value allows gzip (honours `q=0`). */
export function acceptsGzip(header: string | undefined): boolean {
  if (header === undefined) return false;
  let gzip: number | undefined;
  let star: number | undefined;
  for (const part of header.split(',')) {
    const [codingRaw, ...params] = part.split(';');
    const coding = (codingRaw ?? '').trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match?.[1] !== undefined) q = Number.parseFloat(match[1]);
    }
    if (coding === 'gzip' || coding === 'x-gzip') gzip = q;
    else if (coding === '*') star = q;
  }
  if (gzip !== undefined) return gzip > 0;
  return star !== undefined && star > 0;
}

export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/assets/') ? IMMUTABLE_CACHE : NO_CACHE;
}

// ---------------------------------------------------------------------------
// Form inbox
// ---------------------------------------------------------------------------

export interface FormSubmission {
  name: string;
  email: string;
  subject: string;
  from_name: string;
}

export type ValidationResult =
  | { ok: true; submission: FormSubmission }
  | { ok: false; message: string };

/** Validates fields the way the real form service does. */
export function validateSubmission(fields: Readonly<Record<string, string>>): ValidationResult {
  const accessKey = (fields.access_key ?? '').trim();
  if (accessKey === '') return { ok: false, message: 'Access key is missing' };
  const name = (fields.name ?? '').trim();
  if (name === '') return { ok: false, message: 'Name is required' };
  const email = (fields.email ?? '').trim();
  if (email === '') return { ok: false, message: 'Email is required' };
  if (!EMAIL_RE.test(email)) return { ok: false, message: 'Email is invalid' };
  return {
    ok: true,
    submission: {
      name,
      email,
      subject: (fields.subject ?? '').trim(),
      from_name: (fields.from_name ?? '').trim(),
    },
  };
}

class PayloadTooLargeError extends Error {}
class BadRequestError extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.status = status;
  }
}

function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        reject(new PayloadTooLargeError('Payload too large'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks));
    });
    req.on('error', (err) => {
      if (done) return;
      done = true;
      reject(err);
    });
  });
}

async function parseFormFields(contentType: string, body: Buffer): Promise<Record<string, string>> {
  const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const fields: Record<string, string> = {};
  if (mediaType === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      throw new BadRequestError('Invalid JSON body');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new BadRequestError('Invalid JSON body');
    }
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string') fields[key] = value;
      else if (typeof value === 'number' || typeof value === 'boolean') fields[key] = String(value);
    }
    return fields;
  }
  if (mediaType === 'multipart/form-data' || mediaType === 'application/x-www-form-urlencoded') {
    let form: FormData;
    try {
      form = await new Request(`http://local${INBOX_PATH}`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(body),
      }).formData();
    } catch {
      throw new BadRequestError('Invalid form data');
    }
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string' && !(key in fields)) fields[key] = value;
    }
    return fields;
  }
  throw new BadRequestError('Unsupported content type', 415);
}

// ---------------------------------------------------------------------------
// Server
// ---------------------------------------------------------------------------

export interface SiteServerOptions {
  /** Folder to serve (the built `dist/`). */
  root: string;
  /** JSON-lines file the form inbox appends submissions to. */
  inboxFile: string;
  /** Log sink for one line per submission and for errors (default console). */
  log?: (line: string) => void;
}

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  gzipped?: Buffer;
}

function readOptional(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Creates the (not yet listening) HTTP server for the site. */
export function createSiteServer(opts: SiteServerOptions): http.Server {
  let root = path.resolve(opts.root);
  try {
    root = fs.realpathSync(root);
  } catch {
    // Missing root: every request will be a 404.
  }
  const inboxFile = path.resolve(opts.inboxFile);
  const log = opts.log ?? ((line: string) => console.log(line));
  const redirects = parseRedirects(readOptional(path.join(root, '_redirects')) ?? '');
  const headerRules = parseHeaders(readOptional(path.join(root, '_headers')) ?? '');
  const cache = new Map<string, CachedFile>();

  async function loadFile(file: string): Promise<CachedFile> {
    const stat = await fs.promises.stat(file);
    const cached = cache.get(file);
    if (cached !== undefined && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;
    const body = await fs.promises.readFile(file);
    const entry: CachedFile = { mtimeMs: stat.mtimeMs, size: stat.size, body };
    cache.set(file, entry);
    return entry;
  }

  function applySiteHeaders(res: http.ServerResponse, pathname: string): void {
    for (const [name, value] of headersForPath(headerRules, pathname)) res.setHeader(name, value);
  }

  function sendText(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    status: number,
    body: string,
    extra: Record<string, string> = {},
  ): void {
    const buf = Buffer.from(body, 'utf8');
    res.statusCode = status;
    if (!res.hasHeader('content-type')) res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    if (!res.hasHeader('cache-control')) res.setHeader('Cache-Control', NO_CACHE);
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
    res.setHeader('Content-Length', buf.length);
    res.end(req.method === 'HEAD' ? undefined : buf);
  }

  function sendJson(res: http.ServerResponse, status: number, payload: unknown, extra: Record<string, string> = {}): void {
    const buf = Buffer.from(JSON.stringify(payload), 'utf8');
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Access-Control-Allow-Origin', '*');
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
    res.setHeader('Content-Length', buf.length);
    res.end(buf);
  }

  async function sendFile(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    file: string,
    status: number,
    pathname: string,
  ): Promise<void> {
    const entry = await loadFile(file);
    res.statusCode = status;
    res.setHeader('Content-Type', contentTypeFor(file));
    res.setHeader('Cache-Control', status === 200 ? cacheControlFor(pathname) : NO_CACHE);
    applySiteHeaders(res, pathname);
    let body = entry.body;
    if (isCompressible(file)) {
      const vary = res.getHeader('vary');
      const varyValue = typeof vary === 'string' && vary !== '' ? vary : '';
      if (!/accept-encoding/i.test(varyValue)) {
        res.setHeader('Vary', varyValue === '' ? 'Accept-Encoding' : `${varyValue}, Accept-Encoding`);
      }
      if (acceptsGzip(req.headers['accept-encoding'])) {
        entry.gzipped ??= await gzipAsync(entry.body);
        body = entry.gzipped;
        res.setHeader('Content-Encoding', 'gzip');
      }
    }
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<void> {
    const page = isSpanishPath(pathname) ? 'es/404.html' : '404.html';
    const file = path.join(root, page);
    if (statFile(file) !== null) {
      await sendFile(req, res, file, 404, pathname);
      return;
    }
    applySiteHeaders(res, pathname);
    sendText(req, res, 404, 'Not Found');
  }

  async function handleInbox(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept');
      res.setHeader('Access-Control-Max-Age', '86400');
      res.end();
      return;
    }
    if (req.method !== 'POST') {
      sendJson(res, 405, { success: false, message: 'Method not allowed' }, { Allow: 'POST, OPTIONS' });
      return;
    }
    const tooLarge = (): void => {
      sendJson(res, 413, { success: false, message: 'Payload too large' }, { Connection: 'close' });
      req.resume();
    };
    const declared = Number(req.headers['content-length'] ?? '0');
    if (Number.isFinite(declared) && declared > MAX_FORM_BODY_BYTES) {
      tooLarge();
      return;
    }
    let fields: Record<string, string>;
    try {
      const body = await readBody(req, MAX_FORM_BODY_BYTES);
      fields = await parseFormFields(req.headers['content-type'] ?? '', body);
    } catch (err) {
      if (err instanceof PayloadTooLargeError) {
        tooLarge();
        return;
      }
      if (err instanceof BadRequestError) {
        sendJson(res, err.status, { success: false, message: err.message });
        return;
      }
      throw err;
    }
    const result = validateSubmission(fields);
    if (!result.ok) {
      sendJson(res, 400, { success: false, message: result.message });
      return;
    }
    const record = { receivedAt: new Date().toISOString(), ...result.submission };
    await fs.promises.mkdir(path.dirname(inboxFile), { recursive: true });
    await fs.promises.appendFile(inboxFile, `${JSON.stringify(record)}\n`, 'utf8');
    log(`[form-inbox] ${record.receivedAt} submission from ${record.name} <${record.email}> -> ${inboxFile}`);
    sendJson(res, 200, { success: true, message: 'Email sent successfully!', data: result.submission });
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const { pathname, search } = splitUrl(req.url ?? '/');

    if (pathname === INBOX_PATH) {
      await handleInbox(req, res);
      return;
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      applySiteHeaders(res, pathname);
      sendText(req, res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }

    // Collapse leading slashes so `//evil.example/` can never become a
    // protocol-relative redirect target.
    const normalized = `/${pathname.replace(/^\/+/, '')}`;
    const stripped = stripTrailingSlashes(normalized);

    const rule = matchRedirect(redirects, stripped);
    if (rule !== null) {
      if (rule.status >= 300 && rule.status < 400) {
        const location = rule.to.includes('?') || search === '' ? rule.to : `${rule.to}${search}`;
        applySiteHeaders(res, pathname);
        sendText(req, res, rule.status, `Redirecting to ${location}`, { Location: location });
        return;
      }
      // 200 (rewrite) / 404 etc.: serve the target's content with that status.
      const target = rule.to.startsWith('/') ? resolvePath(root, splitUrl(rule.to).pathname) : null;
      if (target !== null) {
        await sendFile(req, res, target, rule.status, pathname);
        return;
      }
    }

    if (stripped !== pathname) {
      const location = `${stripped}${search}`;
      applySiteHeaders(res, pathname);
      sendText(req, res, 301, `Redirecting to ${location}`, { Location: location });
      return;
    }

    const file = resolvePath(root, pathname);
    if (file === null) {
      await sendNotFound(req, res, pathname);
      return;
    }
    await sendFile(req, res, file, 200, pathname);
  }

  return http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      log(`[serve] error handling ${req.method ?? '?'} ${req.url ?? ''}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Internal Server Error');
    });
  });
}
