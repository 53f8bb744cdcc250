import Markdown from 'react-markdown'
import remarkGfm from 'remark-gfm'
import classes from './ToolPage.module.css'

/** Markdown with GFM tables, rendered through React; raw HTML in the source is dropped. */
export default function ExampleMarkdown({ source }: { source: string }) {
  return (
    <div className={classes.markdown}>
      <Markdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        components={{
          // Tables scroll sideways on small screens instead of overflowing the dialog.
          table: ({ children }) => (
            <div className={classes.tableScroll}>
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
