/**
 * `npm run theme:css`: writes src/styles/mantine-theme.css, the CSS variables that MantineProvider
 * would otherwise render as an inline <style> on every page (brand colours, fonts, headings). The
 * site's first view uses no Mantine component, so no provider runs in the first load; the variables
 * come from this static file instead, and the dialogs' providers (loaded on first use) skip theirs.
 * tests/unit/theme-css.test.ts fails when the file no longer matches src/theme.ts.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { themeCss } from './theme-css-lib'

const file = path.resolve(import.meta.dirname, '../src/styles/mantine-theme.css')
writeFileSync(file, themeCss())
console.log(`Wrote ${path.relative(process.cwd(), file)}`)
