import type { HTMLAttributes } from 'react'
import { cx } from '../ui/spacing'
import classes from './chat-bubble.module.css'

/** The user's prompt in a mock AI chat: a green bubble on the right (a `p`). */
export function PromptBubble({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p {...rest} className={cx(classes.prompt, className)} />
}

/** The AI's answer in a mock AI chat: a pale bubble (a `div`) holding the answer's own blocks. */
export function AnswerBubble({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={cx(classes.answer, className)} />
}
