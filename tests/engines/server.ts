import { spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    inbox: string
  }
}

const root = path.resolve(import.meta.dirname, '../..')

/** Serves the built dist/ as `npm run serve` does (the same static host and inbox the Chromium suite uses). */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, 'dist/index.html'))) throw new Error('No build in dist/: run `npm run build` first')
  const port = Number(process.env.ENGINES_PORT ?? 4690)
  const inbox = path.join(tmpdir(), `engines-form-inbox-${port}.jsonl`)
  rmSync(inbox, { force: true })
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', FORM_INBOX_FILE: inbox, FORM_INBOX_MAX_PER_MINUTE: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${port}`
  const start = Date.now()
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The static server exited (${server.exitCode})`)
    try {
      if ((await fetch(`${baseUrl}/`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() - start > 30_000) throw new Error(`The static server did not answer on ${baseUrl}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  project.provide('baseUrl', baseUrl)
  project.provide('inbox', inbox)
  return () => {
    server.kill()
  }
}
