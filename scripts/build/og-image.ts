/**
 * Social share images (1200x630 PNG), one per page and locale, drawn at build time from the page's
 * own title and description. satori lays out the card to SVG with a self-hosted font (Inter, from
 * @fontsource, so the result does not depend on the machine's fonts); resvg rasterizes it.
 */
import { Resvg } from '@resvg/resvg-js'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { createElement, type CSSProperties, type ReactNode } from 'react'
import satori from 'satori'

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630

const require = createRequire(import.meta.url)
const fontDir = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files')
const font = (weight: 400 | 700) => ({
  name: 'Inter',
  data: readFileSync(path.join(fontDir, `inter-latin-${weight}-normal.woff`)),
  weight,
  style: 'normal' as const,
})
const FONTS = [font(400), font(700)]

const h = (type: 'div', style: CSSProperties, ...children: ReactNode[]) => createElement(type, { style }, ...children)

/** Long titles get a smaller size so they stay within three lines. */
function titleSize(title: string): number {
  if (title.length <= 40) return 68
  if (title.length <= 70) return 58
  return 48
}

/** Drops the last (partial) word and the whitespace before it, in linear time. */
function cutAtLastSpace(text: string): string {
  const lastSpace = text.search(/\s\S*$/)
  return lastSpace === -1 ? text : text.slice(0, lastSpace).trimEnd()
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${cutAtLastSpace(text.slice(0, max - 1))}…`
}

export async function renderOgImage(card: { brand: string; title: string; description: string; url: string }): Promise<Buffer> {
  const svg = await satori(
    h(
      'div',
      {
        display: 'flex',
        width: OG_WIDTH,
        height: OG_HEIGHT,
        background: 'linear-gradient(135deg, #0b6e4f 0%, #08543c 100%)',
      },
      h(
        'div',
        {
          // satori sizes boxes without their padding: fixed inner size and a margin instead.
          width: OG_WIDTH - 144,
          height: OG_HEIGHT - 128,
          margin: '64px 72px',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          color: '#ffffff',
          fontFamily: 'Inter',
        },
        h(
          'div',
          {
            display: 'flex',
            alignItems: 'center',
            gap: 18,
            fontSize: 34,
            fontWeight: 700,
          },
          h(
            'div',
            {
              width: 52,
              height: 52,
              borderRadius: 14,
              background: '#ffffff',
              color: '#0b6e4f',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 30,
            },
            'C',
          ),
          card.brand,
        ),
        h(
          'div',
          {
            display: 'flex',
            flexDirection: 'column',
            gap: 22,
            width: OG_WIDTH - 144,
          },
          h(
            'div',
            {
              fontSize: titleSize(card.title),
              fontWeight: 700,
              lineHeight: 1.12,
            },
            clip(card.title, 110),
          ),
          h(
            'div',
            {
              display: 'flex',
              width: OG_WIDTH - 144,
              fontSize: 28,
              lineHeight: 1.4,
              color: '#d7f3e8',
            },
            clip(card.description, 150),
          ),
        ),
        h('div', { display: 'flex', fontSize: 26, fontWeight: 700, color: '#b5e6d3' }, card.url),
      ),
    ),
    { width: OG_WIDTH, height: OG_HEIGHT, fonts: FONTS },
  )
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng()
}
