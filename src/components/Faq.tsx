import { useId } from 'react'
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
  // Phones (below sm) may show the first `phonePreview` questions and "Show all N questions" (CSS only; every
  // question stays in the HTML): the link's #fragment targets the first hidden question and :target shows the rest,
  // with or without JavaScript (no script of its own; the browser moves focus and scrolls to that question).
  const firstHidden = phonePreview && items[phonePreview] ? `faq-${items[phonePreview].id}` : null
  return (
    <>
      <div className={classes.list} data-preview={firstHidden ? phonePreview : undefined}>
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
      {firstHidden && (
        <a href={`#${firstHidden}`} className={showAllLink} data-testid="faq-show-all">
          {t('common:faqShowAll', { count: items.length })}
          <AppIcon id="chevronDown" size={18} />
        </a>
      )}
    </>
  )
}
