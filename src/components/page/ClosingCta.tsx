import { useTranslation } from 'react-i18next'
import { CtaBanner } from '../CtaBanner'
import { LocaleLink } from '../LocaleLink'
import { Button } from '../ui'
import { ACTION_SIZE, SignUpButton } from './actions'

/**
 * The standard closing band for pages without a call to action of their own (pricing, help center,
 * ebook pages): sign up, or look at the tools first.
 */
export function ClosingCta({ id = 'closing-cta-title' }: { id?: string }) {
  const { t } = useTranslation()
  return (
    <CtaBanner id={id} title={t('common:closingCta.title')} body={t('common:closingCta.body')}>
      <SignUpButton onDark testId="closing-signup" />
      <Button component={LocaleLink} to="/{-$locale}/features" variant="outline" color="white" size={ACTION_SIZE.page}>
        {t('common:closingCta.explore')}
      </Button>
    </CtaBanner>
  )
}
