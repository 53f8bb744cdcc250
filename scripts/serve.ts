/**
 * Serves the built site from dist/ like a static host would, plus the local
 * form inbox (POST /api/form-inbox). Usage: `tsx scripts/serve.ts`
 * Env: PORT (default 4173), HOST (default 127.0.0.1),
 *      FORM_INBOX_FILE (default form-inbox/submissions.jsonl, relative to cwd),
 *      FORM_INBOX_MAX_PER_MINUTE (posts per client per minute, default 20, 0 = no limit),
 *      FORM_INBOX_MAX_BYTES (largest the inbox file may grow, default 52428800 = 50 MB, 0 = no cap),
 *      SERVE_SEND_TIMEOUT_MS (a connection with no progress either way for this long is dropped, default 60000),
 *      SERVE_MAX_CONNECTIONS_PER_CLIENT (open connections one client may hold, default 64, 0 = no limit),
 *      DIST_DIR (default dist/ beside this script's folder).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  createSiteServer,
  DEFAULT_INBOX_MAX_BYTES,
  DEFAULT_MAX_CONNECTIONS_PER_CLIENT,
  DEFAULT_MAX_PER_MINUTE,
  DEFAULT_SEND_TIMEOUT_MS,
  INBOX_PATH,
} from './server/index.js'

const root = process.env.DIST_DIR ? path.resolve(process.cwd(), process.env.DIST_DIR) : fileURLToPath(new URL('../dist', import.meta.url))
const port = Number.parseInt(process.env.PORT ?? '4173', 10)
const host = process.env.HOST ?? '127.0.0.1'
const inboxFile = path.resolve(process.cwd(), process.env.FORM_INBOX_FILE ?? 'form-inbox/submissions.jsonl')

/** A whole number from the environment (its default when unset or blank), or the process stops saying what is wrong. */
function wholeNumber(name: string, fallback: number, min: number, what: string): number {
  const raw = process.env[name] ?? ''
  const value = raw.trim() === '' ? fallback : Number(raw)
  if (!Number.isSafeInteger(value) || value < min) {
    console.error(`Invalid ${name}: ${raw} (${what})`)
    process.exit(1)
  }
  return value
}
const maxPerMinute = wholeNumber('FORM_INBOX_MAX_PER_MINUTE', DEFAULT_MAX_PER_MINUTE, 0, 'a whole number; 0 turns the limit off')
const maxBytes = wholeNumber('FORM_INBOX_MAX_BYTES', DEFAULT_INBOX_MAX_BYTES, 0, 'a whole number of bytes; 0 turns the cap off')
const sendTimeoutMs = wholeNumber('SERVE_SEND_TIMEOUT_MS', DEFAULT_SEND_TIMEOUT_MS, 1, 'milliseconds, at least 1')
const maxConnectionsPerClient = wholeNumber(
  'SERVE_MAX_CONNECTIONS_PER_CLIENT',
  DEFAULT_MAX_CONNECTIONS_PER_CLIENT,
  0,
  'a whole number; 0 turns the limit off',
)

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid PORT: ${process.env.PORT ?? ''}`)
  process.exit(1)
}
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No build found at ${root}. Run \`npm run build\` first.`)
  process.exit(1)
}

const server = createSiteServer({
  root,
  inboxFile,
  maxPerMinute,
  maxInboxBytes: maxBytes === 0 ? Number.POSITIVE_INFINITY : maxBytes,
  sendTimeoutMs,
  maxConnectionsPerClient,
})

server.on('error', (err: NodeJS.ErrnoException) => {
  console.error(err.code === 'EADDRINUSE' ? `Port ${port} is already in use (set PORT to use another).` : `Server error: ${err.message}`)
  process.exit(1)
})

server.listen(port, host, () => {
  const address = server.address()
  const actualPort = typeof address === 'object' && address !== null ? address.port : port
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host)
  const displayHost = local ? 'localhost' : host.includes(':') ? `[${host}]` : host
  console.log(`Serving ${path.relative(process.cwd(), root) || root}/ at http://${displayHost}:${actualPort}`)
  const limit = maxPerMinute === 0 ? 'no rate limit' : `at most ${maxPerMinute} posts per client per minute`
  const cap = maxBytes === 0 ? 'no size cap' : `capped at ${(maxBytes / 1024 / 1024).toFixed(1)} MB`
  console.log(`Form inbox: POST ${INBOX_PATH} -> ${path.relative(process.cwd(), inboxFile) || inboxFile} (${limit}, ${cap})`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
  })
}
