import { useTranslation } from 'react-i18next'
import { PROCESSORS_ANCHOR } from '../../content/company'
import { LocaleLink } from '../LocaleLink'
import { cx } from '../ui/spacing'
import { textLink } from './textLink'

/**
 * The link every data claim ("our Privacy Policy lists them") makes to the one list of service providers: the
 * privacy policy's table (src/content/company.ts `PROCESSORS`, section `PROCESSORS_ANCHOR`).
 */
export function ProcessorsLink({ className }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <LocaleLink to="/{-$locale}/privacy-policy" hash={PROCESSORS_ANCHOR} className={cx(textLink, className)} data-testid="processors-link">
      {t('common:trust.processorsLink')}
    </LocaleLink>
  )
}
