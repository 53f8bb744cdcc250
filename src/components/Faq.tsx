import { useId } from 'react'
import type { SampleKind } from '../content/company'
import { AppIcon } from './icons/AppIcon'
import { SampleNote } from './page/SamplePill'
import { showAllLink } from './page/showAll'
import classes from './Faq.module.css'

export type FaqItem = {
  id: string
  question: string
  answer: string
  /** The "sample" pills after the answer: its owner settings still samples, with their words (`sampleNotes`). */
  samples?: readonly { kind: SampleKind; label: string }[]
}

/**
 * FAQ as an exclusive accordion in HTML: `<details>` elements sharing one `name`, so at most one
 * answer is open and opening another closes it, with no JavaScript. Every answer is in the
 * pre-rendered HTML. Questions are h3 headings inside the summary. No catalog of its own (an island draws it too):
 * the caller gives the show-all link's words.
 */
export function Faq({
  items,
  phonePreview,
  name,
}: {
  items: readonly FaqItem[]
  /** With the link's words ("Show all 6 questions"). */
  phonePreview?: { count: 3; label: string }
  /** The `<details>` group's name; an island passes its own (its `useId` differs from the page's). */
  name?: string
}) {
  const generated = `faq${useId()}`
  const group = name ?? generated
  // Phones (below sm) may show the first `phonePreview` questions and "Show all N questions" (CSS only; every
  // question stays in the HTML): the link's #fragment targets the first hidden question and :target shows the rest,
  // with or without JavaScript (no script of its own; the browser moves focus and scrolls to that question).
  const hiddenFrom = phonePreview ? items[phonePreview.count] : undefined
  const firstHidden = hiddenFrom ? `faq-${hiddenFrom.id}` : null
  return (
    <>
      <div className={classes.list} data-preview={firstHidden ? phonePreview?.count : undefined}>
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
            <div className={classes.panel}>
              {item.answer}
              {item.samples?.map((note) => (
                <SampleNote key={note.kind} kind={note.kind} label={note.label} />
              ))}
            </div>
          </details>
        ))}
      </div>
      {firstHidden && (
        <a href={`#${firstHidden}`} className={showAllLink} data-testid="faq-show-all">
          {phonePreview?.label}
          <AppIcon id="chevronDown" size={18} />
        </a>
      )}
    </>
  )
}
