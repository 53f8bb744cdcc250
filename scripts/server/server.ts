/**
 * The site's HTTP server: the built `dist/` as a static host serves it (Netlify's `_redirects` and `_headers`
 * semantics, extensionless pages, no trailing slashes, the locale's 404 page, files sent with gzip, ETag and
 * 304), plus the local form inbox (`POST /api/form-inbox`). It is meant to hold hostile input: every check is linear
 * in the input, no redirect leaves the site, logs carry no visitor data and escape what they print from a request,
 * slow or greedy clients are dropped, and the inbox limits how fast one client may post. Entry: scripts/serve.ts;
 * also scripts/checks/lighthouse-lib.ts and the unit tests (through scripts/server/index.ts).
 */
import fs from 'node:fs'
import http from 'node:http'
import type { Socket } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_LOCALE } from '../../src/i18n/locales'
import { EBOOK_SERVICE_MESSAGES } from '../../src/lib/ebook-fields'
import { applySiteHeaders, escapeForLog, sendJson, sendText, type SiteContext, type SiteServerOptions } from './context'
import {
  cacheControlFor,
  cacheControlForStatus,
  contentTypeFor,
  createFileSender,
  FileUnavailable,
  NO_CACHE,
  notFoundPage,
  resolvePath,
  splitUrl,
  statFile,
  stripTrailingSlashes,
} from './files'
import { drainUnreadBody, handleInbox } from './inbox'
import { createMessages, INBOX_PATH } from './inbox-form'
import { clientKey, createAppender, DEFAULT_INBOX_MAX_BYTES, DEFAULT_MAX_PER_MINUTE, isClientGone, RateLimiter } from './inbox-store'
import { hasAmbiguousSlash, loadSiteRules, matchRedirect, safeLocation, type RedirectRule } from './rules'

/** How often the count of requests their clients ended (aborted, timed out) is logged, when there were any. */
const CLIENT_GONE_LOG_INTERVAL_MS = 60_000
/**
 * How often Node checks for requests past headersTimeout / requestTimeout (its default is 30 s, so a slow
 * client could hold a socket up to 30 s past the limit; at 1 s it is dropped within a second of it).
 */
const CONNECTIONS_CHECK_INTERVAL_MS = 1_000
export const DEFAULT_SEND_TIMEOUT_MS = 60_000
/** A browser opens at most 6 connections to a host; 64 leaves room for an office behind one address. */
export const DEFAULT_MAX_CONNECTIONS_PER_CLIENT = 64
const DEFAULT_LOCALES_DIR = fileURLToPath(new URL('../../locales', import.meta.url))

function createSiteContext(opts: SiteServerOptions): SiteContext {
  let root = path.resolve(opts.root)
  try {
    root = fs.realpathSync(root)
  } catch {
    // Missing root: every request will be a 404.
  }
  const inboxFile = path.resolve(opts.inboxFile)
  const log = opts.log ?? ((line: string) => console.log(line))
  const ctx: SiteContext = {
    root,
    inboxFile,
    log,
    rules: { redirects: [], headers: [], errors: [] },
    ready: loadSiteRules(root).then(
      (rules) => {
        ctx.rules = rules
        for (const error of rules.errors) log(`[serve] rule file line skipped: ${escapeForLog(error)}`)
      },
      (err: unknown) => log(`[serve] could not read the rule files: ${escapeForLog(String(err))}`),
    ),
    files: createFileSender(root),
    limiter: new RateLimiter(opts.maxPerMinute ?? DEFAULT_MAX_PER_MINUTE),
    t: createMessages(opts.localesDir ?? DEFAULT_LOCALES_DIR),
    appendRecord: createAppender(inboxFile, opts.maxInboxBytes ?? DEFAULT_INBOX_MAX_BYTES),
    stored: 0,
    clientGone: 0,
    connectionsRefused: 0,
    inboxFullLogged: false,
  }
  return ctx
}

/** Creates the (not yet listening) HTTP server for the site. */
export function createSiteServer(opts: SiteServerOptions): http.Server {
  const ctx = createSiteContext(opts)
  let isOverCap: (socket: Socket) => boolean = () => false
  const server = http.createServer({ connectionsCheckingInterval: CONNECTIONS_CHECK_INTERVAL_MS }, (req, res) => {
    if (isOverCap(req.socket)) {
      answerOverCap(ctx, req, res)
      return
    }
    routeRequest(ctx, req, res).catch((err: unknown) => {
      sendServerError(ctx, req, res, err)
    })
  })
  // A client may not hold a connection open by sending its headers or body slowly...
  server.headersTimeout = opts.headersTimeoutMs ?? 20_000
  server.requestTimeout = opts.requestTimeoutMs ?? 30_000
  // ...nor by reading its answer slowly or not at all: a socket with no progress either way for this long is dropped.
  // (requestTimeout covers receiving the request only.) Node resets the timer on every byte read or written.
  server.setTimeout(opts.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS, (socket) => {
    ctx.clientGone += 1
    socket.destroy()
  })
  isOverCap = limitConnectionsPerClient(server, ctx, opts.maxConnectionsPerClient ?? DEFAULT_MAX_CONNECTIONS_PER_CLIENT)
  // Clients that go away mid-request are routine: one line per interval says how many, when there were any.
  const clientGoneTimer = setInterval(() => {
    if (ctx.clientGone > 0) {
      ctx.log(`[serve] ${ctx.clientGone} request(s) ended by their clients (aborted or timed out) in the last interval`)
      ctx.clientGone = 0
    }
    if (ctx.connectionsRefused > 0) {
      ctx.log(`[serve] ${ctx.connectionsRefused} connection(s) answered 503 or closed: their client already held the most it may`)
      ctx.connectionsRefused = 0
    }
  }, opts.clientGoneLogIntervalMs ?? CLIENT_GONE_LOG_INTERVAL_MS)
  clientGoneTimer.unref()
  server.on('close', () => {
    clearInterval(clientGoneTimer)
    ctx.files.close()
  })
  return server
}

/** How long a connection over its client's cap may wait for its request (to be answered 503) before it is closed. */
const OVER_CAP_GRACE_MS = 500

/**
 * One client (IP address, IPv6 by /64) may hold `max` connections (0 = no limit), so it cannot take every socket. A
 * connection past that is answered `503` with `Retry-After` on its first request (as nginx's `limit_conn` answers),
 * never reset; one that sends nothing within OVER_CAP_GRACE_MS is closed. Returns whether a socket is over the cap.
 */
function limitConnectionsPerClient(server: http.Server, ctx: SiteContext, max: number): (socket: Socket) => boolean {
  const overCap = new WeakSet<Socket>()
  if (max <= 0) return () => false
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const key = clientKey(socket.remoteAddress)
    const held = open.get(key) ?? 0
    if (held >= max) {
      ctx.connectionsRefused += 1
      overCap.add(socket)
      const grace = setTimeout(() => {
        if (socket.bytesRead === 0) socket.destroy()
      }, OVER_CAP_GRACE_MS)
      grace.unref()
      socket.once('close', () => clearTimeout(grace))
      return
    }
    open.set(key, held + 1)
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1
      if (left <= 0) open.delete(key)
      else open.set(key, left)
    })
  })
  return (socket) => overCap.has(socket)
}

/** The answer on a connection over its client's cap: try again in a second (its body, if any, read and dropped). */
function answerOverCap(ctx: SiteContext, req: http.IncomingMessage, res: http.ServerResponse): void {
  applySiteHeaders(ctx, res, splitUrl(req.url ?? '/').pathname)
  sendText(req, res, 503, 'Service Unavailable', { 'Retry-After': '1' })
  drainUnreadBody(req)
}

/** A redirect to a path on this site, or a 404 when the location would leave it. */
async function sendRedirect(
  ctx: SiteContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  location: string,
  pathname: string,
): Promise<void> {
  const safe = safeLocation(location)
  if (safe === null) {
    await sendNotFound(ctx, req, res, pathname)
    return
  }
  applySiteHeaders(ctx, res, pathname)
  sendText(req, res, status, `Redirecting to ${safe}`, { Location: safe })
}

/** A file of the site with `status` (200, or the 404 page, or a rule's rewrite), with the site's headers for `pathname`. */
async function sendFile(
  ctx: SiteContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string,
  status: number,
  pathname: string,
): Promise<void> {
  applySiteHeaders(ctx, res, pathname)
  // The file's own type, and the cache policy of its status: a `_headers` rule for the path (`/assets/*`: a year,
  // immutable; the rules file's type) describes the file that lives there, never the 404 page answered in its place.
  if (status === 200) {
    if (!res.hasHeader('content-type')) res.setHeader('Content-Type', contentTypeFor(file))
    if (!res.hasHeader('cache-control')) res.setHeader('Cache-Control', cacheControlFor(pathname))
  } else {
    res.setHeader('Content-Type', contentTypeFor(file))
    res.setHeader('Cache-Control', cacheControlForStatus(status, NO_CACHE))
  }
  try {
    await ctx.files.send(req, res, file, status)
  } catch (err) {
    // Found, then not readable (EACCES) or gone (a rebuild deleted it): a 403 or the 404 page, as a host answers.
    if (!(err instanceof FileUnavailable) || res.headersSent) throw err
    for (const name of ['ETag', 'Last-Modified', 'Content-Encoding', 'Accept-Ranges']) res.removeHeader(name)
    if (err.status === 404 && status === 200) await sendNotFound(ctx, req, res, pathname)
    else sendText(req, res, err.status, err.status === 403 ? 'Forbidden' : 'Not Found')
  }
}

async function sendNotFound(ctx: SiteContext, req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<void> {
  // The locale's own 404 page, or the default one (a prefix this build does not have).
  const file = [notFoundPage(pathname), '404.html'].map((page) => path.join(ctx.root, page)).find((f) => statFile(f) !== null)
  if (file) {
    await sendFile(ctx, req, res, file, 404, pathname)
    return
  }
  applySiteHeaders(ctx, res, pathname)
  sendText(req, res, 404, 'Not Found')
}

/** A request whose handler threw: logged (escaped), then a 500 unless the answer had already begun. */
function sendServerError(ctx: SiteContext, req: http.IncomingMessage, res: http.ServerResponse, err: unknown): void {
  if (isClientGone(err)) {
    ctx.clientGone += 1
    res.destroy()
    return
  }
  const detail = err instanceof Error ? (err.stack ?? err.message) : String(err)
  ctx.log(`[serve] error handling ${escapeForLog(req.method ?? '?')} ${escapeForLog(req.url ?? '')}: ${escapeForLog(detail, 2000)}`)
  if (res.headersSent) {
    res.destroy()
    return
  }
  if (splitUrl(req.url ?? '/').pathname === INBOX_PATH) {
    sendJson(ctx, res, 500, { success: false, message: ctx.t(DEFAULT_LOCALE, EBOOK_SERVICE_MESSAGES.fallback) })
    return
  }
  res.statusCode = 500
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Cache-Control', 'no-store')
  res.end('Internal Server Error')
}

/**
 * Answers a matching `_redirects` rule: a 3xx redirects (keeping the query
 * unless the target has its own); any other status (200 rewrite, 404...)
 * serves the target's content with that status. Returns false, having
 * answered nothing, when a non-redirect rule's target is not a file.
 */
async function answerRedirectRule(
  ctx: SiteContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  rule: RedirectRule,
  search: string,
  pathname: string,
): Promise<boolean> {
  if (isRedirect(rule.status)) {
    const location = rule.to.includes('?') || search === '' ? rule.to : `${rule.to}${search}`
    await sendRedirect(ctx, req, res, rule.status, location, pathname)
    return true
  }
  const target = rule.to.startsWith('/') ? resolvePath(ctx.root, splitUrl(rule.to).pathname) : null
  if (target === null) return false
  await sendFile(ctx, req, res, target, rule.status, pathname)
  return true
}

const isRedirect = (status: number) => status >= 300 && status < 400

function hostLines(rawHeaders: readonly string[]): number {
  let count = 0
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]?.toLowerCase() === 'host') count += 1
  return count
}

/** Every request: the inbox, else GET/HEAD of the site (redirect rules, trailing slashes, files, 404). */
async function routeRequest(ctx: SiteContext, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  await ctx.ready
  const { pathname, search } = splitUrl(req.url ?? '/')

  // RFC 9112 3.2: a request with more than one Host line is answered 400 (Node keeps the first and drops the rest).
  if (hostLines(req.rawHeaders) > 1) {
    applySiteHeaders(ctx, res, pathname)
    sendText(req, res, 400, 'Bad Request', { Connection: 'close' })
    return
  }

  if (pathname === INBOX_PATH) {
    await handleInbox(ctx, req, res)
    return
  }

  if (req.method !== 'GET' && req.method !== 'HEAD') {
    applySiteHeaders(ctx, res, pathname)
    sendText(req, res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
    return
  }

  // `/\host` and `/%5Chost` read as `//host` in a browser; `%2F` hides a
  // slash from the checks below. Such paths are not served, and never redirected.
  if (hasAmbiguousSlash(pathname)) {
    await sendNotFound(ctx, req, res, pathname)
    return
  }

  // Collapse leading slashes so `//evil.example/` can never become a
  // protocol-relative redirect target.
  const normalized = `/${pathname.replace(/^\/+/, '')}`
  const stripped = stripTrailingSlashes(normalized)

  // Netlify's shadowing: a rule applies where no file exists at its path, or always when forced (`301!`).
  // A redirect to another host is never applied here (the README): the path is served as if the rule were not there.
  const found = matchRedirect(ctx.rules.redirects, stripped)
  const rule = found !== null && isRedirect(found.status) && safeLocation(found.to) === null ? null : found
  if (rule !== null && (rule.force || resolvePath(ctx.root, stripped) === null)) {
    if (await answerRedirectRule(ctx, req, res, rule, search, pathname)) return
  }

  if (stripped !== pathname) {
    await sendRedirect(ctx, req, res, 301, `${stripped}${search}`, pathname)
    return
  }

  const file = resolvePath(ctx.root, pathname)
  if (file === null) {
    await sendNotFound(ctx, req, res, pathname)
    return
  }
  await sendFile(ctx, req, res, file, 200, pathname)
}
