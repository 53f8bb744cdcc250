import { useTranslation } from 'react-i18next'
import { ScrollHintText } from './ScrollHintText'
import classes from './ScrollRow.module.css'

/** The classes of a phone scroll row (see ScrollRow.module.css): `row`, or `scroller` + `track`. */
export const scrollRow = classes

/**
 * A row whose cards hold nothing focusable is itself a Tab stop, a region named after its section
 * ("… (scrolls sideways on phones)"), so a keyboard scrolls it with the arrow keys.
 */
export function useScrollRegion() {
  const { t } = useTranslation()
  return (title: string) => ({ role: 'region', 'aria-label': t('common:scrollRow.label', { title }), tabIndex: 0 }) as const
}

/** The phone-only cue above a scroll row ("Swipe for more →"); hidden from screen readers, who read the row in order. */
export function ScrollHint() {
  const { t } = useTranslation()
  return <ScrollHintText text={t('common:scrollRow.hint')} />
}
