import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { KEPT_PALETTES, baseVariablesCss, themeCss } from '../../scripts/build/theme-css-lib'

describe('src/styles/mantine-theme.css', () => {
  it('holds the CSS variables MantineProvider renders for src/theme.ts (run `npm run theme:css` after changing the theme)', () => {
    const file = readFileSync(path.resolve(import.meta.dirname, '../../src/styles/mantine-theme.css'), 'utf8')
    expect(file).toBe(themeCss())
  })

  it('carries the brand colours and the primary shade the buttons use', () => {
    const css = themeCss()
    expect(css).toContain('--mantine-color-brand-8: #0b6e4f;')
    expect(css).toContain('--mantine-color-brand-filled: var(--mantine-color-brand-8);')
    expect(css).not.toContain('"dark"')
  })
})

describe('src/styles/mantine-variables.css', () => {
  const css = baseVariablesCss()

  it("holds Mantine's default variables as the script writes them (run `npm run theme:css` after a Mantine update)", () => {
    const file = readFileSync(path.resolve(import.meta.dirname, '../../src/styles/mantine-variables.css'), 'utf8')
    expect(file).toBe(css)
  })

  it('keeps the light scheme, the spacing scale and the palettes the site reads, and no dark scheme', () => {
    expect(css).not.toContain("'dark'")
    expect(css).toContain("[data-mantine-color-scheme='light']")
    expect(css).toContain('--mantine-spacing-md:')
    for (const palette of KEPT_PALETTES.filter((p) => p !== 'brand')) expect(css).toContain(`--mantine-color-${palette}-8:`)
    expect(css).not.toContain('--mantine-color-violet-')
  })

  it('leaves no variable the site reads undefined: every palette a var() names is kept', () => {
    const theme = themeCss()
    const named = new Set([...(css + theme).matchAll(/var\(--mantine-color-([a-z]+)-\d/g)].map((m) => m[1]))
    for (const palette of named) expect(css + theme).toContain(`--mantine-color-${palette}-8:`)
  })
})
