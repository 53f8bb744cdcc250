import type { AnchorHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'

/** What makes a link open in a new tab without handing the new page a handle on this one. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const

/** Said to screen readers after the label of a link that opens in a new tab ("opens in a new tab"). */
export function NewTabHint() {
  const { t } = useTranslation()
  return <span className="sr-only">{t('common:a11y.opensInNewTab')}</span>
}

/** A plain link to another site or a static document, in a new tab. */
export function ExternalLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...NEW_TAB} {...props} />
}
