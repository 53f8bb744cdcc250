import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PROCESSORS_ANCHOR } from '../../content/company'
import { LocaleLink } from '../LocaleLink'
import { cx } from '../ui/spacing'
import { textLink } from './textLink'

/**
 * The link every data claim ("our Privacy Policy lists them") makes to the one list of service providers: the
 * privacy policy's table (src/content/legal-settings.ts `PROCESSORS`, section `PROCESSORS_ANCHOR`). Its words are the
 * sentence's own when it wraps them (`<processorsLink>` in claims.json `trust.processors`), else "See the list of
 * providers".
 */
export function ProcessorsLink({ className, children }: { className?: string; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <LocaleLink to="/{-$locale}/privacy-policy" hash={PROCESSORS_ANCHOR} className={cx(textLink, className)} data-testid="processors-link">
      {children ?? t('common:trust.processorsLink')}
    </LocaleLink>
  )
}
