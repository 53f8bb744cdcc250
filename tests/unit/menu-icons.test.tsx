import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AppIcon } from '../../src/components/icons/AppIcon'
import { HEADER_MENUS } from '../../src/content/navigation'
import type { MenuIconId } from '../../src/content/icons'

const SPRITE = path.resolve(import.meta.dirname, '../../src/components/icons/menu-icons.svg')

/** The drawing inside AppIcon's <svg> frame. */
const drawing = (id: MenuIconId) => renderToStaticMarkup(<AppIcon id={id} />).replace(/^<svg[^>]*>|<\/svg>$/g, '')

/** The sprite the header's menus use: one <symbol> per menu icon, each AppIcon's drawing. */
function menuSprite(ids: readonly MenuIconId[]): string {
  const symbols = [...new Set(ids)].map((id) => `<symbol id="${id}" viewBox="0 0 24 24">${drawing(id)}</symbol>`)
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}

const menuIcons = HEADER_MENUS.flatMap((menu) => menu.items.map((item) => item.icon))

describe("the header menus' icon sprite (src/components/icons/menu-icons.svg)", () => {
  it('holds every menu icon, drawn as AppIcon draws it (regenerate: UPDATE_MENU_SPRITE=1 npx vitest run tests/unit/menu-icons.test.tsx)', () => {
    const expected = menuSprite(menuIcons)
    if (process.env.UPDATE_MENU_SPRITE) writeFileSync(SPRITE, expected)
    expect(readFileSync(SPRITE, 'utf8')).toBe(expected)
  })

  it('gives every item of every menu an icon and a description in both languages', () => {
    for (const menu of HEADER_MENUS) {
      for (const item of menu.items) {
        expect(item.icon, item.labelKey).toBeTruthy()
        const [ns, key] = item.descriptionKey.split(':') as [string, string]
        expect(ns).toBe('common')
        for (const locale of ['en', 'es']) {
          const catalog = JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../locales/${locale}/common.json`), 'utf8'))
          expect(
            key.split('.').reduce((node, part) => node?.[part], catalog),
            `${locale} ${key}`,
          ).toEqual(expect.any(String))
        }
      }
    }
  })
})
