import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { themeCss } from '../../scripts/theme-css-lib'

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
