import { useId } from 'react'
import classes from './Faq.module.css'

export type FaqItem = { id: string; question: string; answer: string }

/**
 * FAQ as an exclusive accordion in HTML: `<details>` elements sharing one `name`, so at most one
 * answer is open and opening another closes it, with no JavaScript. Every answer is in the
 * pre-rendered HTML. Questions are h3 headings inside the summary.
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  const group = `faq${useId()}`
  return (
    <div className={classes.list}>
      {items.map((item) => (
        <details key={item.id} name={group} className={classes.item} data-testid="faq-item">
          <summary className={classes.control}>
            <h3 className={classes.label}>{item.question}</h3>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={classes.chevron}>
              <path
                d="M3.5 6 8 10.5 12.5 6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </summary>
          <div className={classes.panel}>{item.answer}</div>
        </details>
      ))}
    </div>
  )
}
