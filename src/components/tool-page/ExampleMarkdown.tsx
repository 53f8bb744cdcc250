import { useTranslation } from 'react-i18next'
import Markdown from 'react-markdown'
import remarkGfm from 'remark-gfm'
import classes from './ToolPage.module.css'

/** Markdown with GFM tables, rendered through React; raw HTML in the source is dropped. */
export default function ExampleMarkdown({ source }: { source: string }) {
  const { t } = useTranslation()
  return (
    <div className={classes.markdown}>
      <Markdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        components={{
          // Tables scroll sideways on small screens instead of overflowing the dialog; the scroll box is
          // focusable so keyboard users can scroll it too.
          table: ({ children }) => (
            <div className={classes.tableScroll} role="region" aria-label={t('common:toolPage.tableRegion')} tabIndex={0}>
              <table>{children}</table>
            </div>
          ),
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
