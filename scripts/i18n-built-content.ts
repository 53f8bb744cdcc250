import { TOOL_PAGES } from '../src/content/tools/registry.js'

/**
 * Content of src/ whose catalog keys code builds rather than spells (the tool pages, through
 * defineToolPage in src/content/tools/define.ts). `npm run i18n:check` reads these objects as it
 * reads literal keys, so a key a page asks for and the catalog lacks is reported.
 */
export const BUILT_CONTENT = TOOL_PAGES.map((page) => ({ source: `src/content/tools/${page.id}.ts`, value: page }))
