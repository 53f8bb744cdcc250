import { render } from '@testing-library/react'
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

describe('FlatRichText', () => {
  it('renders each known flat tag as its component and keeps unknown or unclosed tags as text', () => {
    const { container } = render(<FlatRichText text="a<b>bold</b> c <x>y</x> <b>open" components={{ b: <strong /> }} />)
    expect(container.innerHTML).toBe('a<strong>bold</strong> c &lt;x&gt;y&lt;/x&gt; &lt;b&gt;open')
  })
})
