import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/**
 * Content of src/ whose catalog keys code builds rather than spells: every module of src/content, as
 * its exports are once built (the tool pages through defineToolPage in src/content/tools/define.ts,
 * the other lists through src/content/keys.ts). `npm run i18n:check` reads these objects as it reads
 * literal keys, so a key a page asks for and the catalog lacks is reported.
 */
const contentDir = fileURLToPath(new URL('../../src/content', import.meta.url))
const root = path.dirname(path.dirname(contentDir))

const modules = fs
  .readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
  .sort()

export const BUILT_CONTENT: readonly { source: string; file: string; value: unknown }[] = await Promise.all(
  modules.map(async (file) => {
    const abs = path.join(contentDir, file)
    const exports: unknown = await import(pathToFileURL(abs).href)
    return { source: path.relative(root, abs).split(path.sep).join('/'), file: abs, value: exports }
  }),
)
