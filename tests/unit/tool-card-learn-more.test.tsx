import { readFileSync } from 'node:fs'
import path from 'node:path'
import { render } from '@testing-library/react'
import { TOOL_NAV } from '../../src/content/tools'
import { FlatRichText } from '../../src/i18n/FlatRichText'
import { describe, expect, it } from 'vitest'
import { ensureLocale, i18n } from '../../src/i18n/i18n'

/**
 * tool-cards:learnMore is one sentence with a visually hidden part (issue 18): the card's link shows
 * 'Learn more' and screen readers hear 'Learn more about AI Pricing'. Rendered as ToolCard renders it.
 */
describe('tool card link text (tool-cards:learnMore)', () => {
  for (const [locale, visible, hidden, tool] of [
    ['en', 'Learn more', ' about AI Pricing', 'AI Pricing'],
    ['es', 'Más información', ' sobre Precios con IA', 'Precios con IA'],
  ] as const) {
    it(`${locale}: visible '${visible}', the tool's name in a screen-reader-only span with its leading space`, async () => {
      await ensureLocale(locale, ['common', 'tool-cards'])
      const { container } = render(
        <a href="/x">
          <FlatRichText
            text={i18n.getFixedT(locale)('tool-cards:learnMore', { tool })}
            components={{ srOnly: <span className="sr-only" /> }}
          />
        </a>,
      )
      const link = container.querySelector('a')
      expect(link?.innerHTML).toBe(`${visible}<span class="sr-only">${hidden}</span>`)
      expect(link?.textContent).toBe(`${visible}${hidden}`)
    })
  }
})

/**
 * The card labels screen readers hear name the tool as a sentence does (issue 31): Spanish puts the glossary's
 * article before five names, so 'Más información sobre el Redactor de Contratos' and 'Lo que te da el Lector de
 * RFP', never 'sobre Redactor de Contratos' nor 'de el'. ToolCard passes `sentenceNameKey` to both labels.
 */
describe('tool card labels name the tool with its article (common:toolsInSentence)', () => {
  const glossary = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../locales/es/glossary.json'), 'utf8')) as {
    products: Array<{ key: string; es: string; article: string }>
  }
  for (const tool of TOOL_NAV) {
    it(`es: ${tool.id}`, async () => {
      await ensureLocale('es', ['common', 'tool-cards'])
      const t = i18n.getFixedT('es')
      const product = glossary.products.find((p) => p.key === tool.nameKey)
      expect(product, tool.nameKey).toBeDefined()
      const inSentence = product!.article === 'el' ? `el ${product!.es}` : product!.es
      expect(t(tool.sentenceNameKey)).toBe(inSentence)
      const learnMore = t('tool-cards:learnMore', { tool: t(tool.sentenceNameKey) }).replace(/<\/?srOnly>/g, '')
      const benefits = t('tool-cards:benefitsLabel', { tool: t(tool.sentenceNameKey) })
      for (const label of [learnMore, benefits]) {
        expect(label).toContain(inSentence)
        expect(label).not.toMatch(/\b(de|a) el\b/)
      }
    })
  }
})

describe('FlatRichText', () => {
  it('renders each known flat tag as its component and keeps unknown or unclosed tags as text', () => {
    const { container } = render(<FlatRichText text="a<b>bold</b> c <x>y</x> <b>open" components={{ b: <strong /> }} />)
    expect(container.innerHTML).toBe('a<strong>bold</strong> c &lt;x&gt;y&lt;/x&gt; &lt;b&gt;open')
  })
})
