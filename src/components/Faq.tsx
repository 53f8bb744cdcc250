import { useId, useState, type MouseEvent } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { AppIcon } from './icons/AppIcon'
import { showAllLink } from './page/showAll'
import classes from './Faq.module.css'

export type FaqItem = { id: string; question: string; answer: string }

/**
 * FAQ as an exclusive accordion in HTML: `<details>` elements sharing one `name`, so at most one
 * answer is open and opening another closes it, with no JavaScript. Every answer is in the
 * pre-rendered HTML. Questions are h3 headings inside the summary.
 */
export function Faq({ items, phonePreview }: { items: readonly FaqItem[]; phonePreview?: 3 }) {
  const { t } = useTranslation()
  const group = `faq${useId()}`
  // Phones (below sm) may show the first `phonePreview` questions and "Show all N questions", as the leads board
  // does (CSS only; every question stays in the HTML). Without JavaScript the link's #fragment shows the rest
  // (:target); with it, state does, and focus moves to the first question that was hidden.
  const [showAll, setShowAll] = useState(false)
  const firstHidden = phonePreview && items[phonePreview] ? `faq-${items[phonePreview].id}` : null
  const expand = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault()
    flushSync(() => setShowAll(true))
    document.querySelector<HTMLElement>(`#${id} > summary`)?.focus()
  }
  return (
    <>
      <div className={classes.list} data-preview={firstHidden ? phonePreview : undefined} data-expanded={showAll || undefined}>
        {items.map((item) => (
          <details
            key={item.id}
            id={firstHidden ? `faq-${item.id}` : undefined}
            name={group}
            className={classes.item}
            data-testid="faq-item"
          >
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
      {firstHidden && !showAll && (
        <a href={`#${firstHidden}`} className={showAllLink} onClick={(event) => expand(event, firstHidden)} data-testid="faq-show-all">
          {t('common:faqShowAll', { count: items.length })}
          <AppIcon id="chevronDown" size={18} />
        </a>
      )}
    </>
  )
}
