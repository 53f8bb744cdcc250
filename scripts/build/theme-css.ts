/**
 * `npm run theme:css`: writes src/styles/mantine-theme.css, the CSS variables that MantineProvider
 * would otherwise render as an inline <style> on every page (brand colours, fonts, headings). The
 * site's first view uses no Mantine component, so no provider runs in the first load; the variables
 * come from this static file instead, and the dialogs' providers (loaded on first use) skip theirs.
 * It also writes src/styles/mantine-variables.css, Mantine's default variables without the dark scheme
 * and the palettes the site does not use (scripts/build/theme-css-lib.ts, KEPT_PALETTES).
 * tests/unit/theme-css.test.ts fails when either file no longer matches its source.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { baseVariablesCss, themeCss } from './theme-css-lib'

for (const [name, css] of [
  ['mantine-theme.css', themeCss()],
  ['mantine-variables.css', baseVariablesCss()],
] as const) {
  const file = path.resolve(import.meta.dirname, '../../src/styles', name)
  writeFileSync(file, css)
  console.log(`Wrote ${path.relative(process.cwd(), file)}`)
}
