import { useTranslation } from 'react-i18next'
import Markdown from 'react-markdown'
import remarkGfm from 'remark-gfm'
import type { ReactNode } from 'react'
import { TonePill } from './mock/MockParts'
import classes from './ExamplePopovers.module.css'

/** A table cell's whole text that is drawn as a coloured pill, and the pill's tone ('High' -> 'bad'). */
export type PillTones = ReadonlyMap<string, 'ok' | 'warn' | 'bad'>

type TextNode = { type: string; value?: string; children?: TextNode[] }
const textOf = (node: TextNode | undefined): string =>
  node ? (node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('')) : ''

/**
 * Markdown with GFM tables, rendered through React; raw HTML in the source is dropped. A table cell whose whole
 * text is one of `pills` (a risk level, a compliance status) is that word in the hero's coloured pill.
 */
export default function ExampleMarkdown({ source, pills = new Map() }: { source: string; pills?: PillTones }) {
  const { t } = useTranslation()
  const cell = (children: ReactNode, node: TextNode | undefined) => {
    const tone = pills.get(textOf(node).trim())
    return tone ? <TonePill tone={tone}>{children}</TonePill> : children
  }
  return (
    <div className={classes.markdown}>
      <Markdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        components={{
          // Tables scroll sideways on small screens instead of overflowing the dialog; the scroll box is
          // focusable so keyboard users can scroll it too (a group, not a region: a page holds many examples).
          table: ({ children }) => (
            <div className={classes.tableScroll} role="group" aria-label={t('common:toolPage.tableRegion')} tabIndex={0}>
              <table>{children}</table>
            </div>
          ),
          td: ({ children, node, ...props }) => <td {...props}>{cell(children, node as TextNode | undefined)}</td>,
          // Headings inside the analysis sit below the dialog's h2 and h3 blocks.
          h1: ({ children }) => <h4>{children}</h4>,
          h2: ({ children }) => <h4>{children}</h4>,
          h3: ({ children }) => <h5>{children}</h5>,
        }}
      >
        {source}
      </Markdown>
    </div>
  )
}
