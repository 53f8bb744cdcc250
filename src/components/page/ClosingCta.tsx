import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { OFFER, PLAN_VALUES } from '../../content/pricing'
import type { AppPath } from '../../i18n/paths'
import { CtaBanner } from '../CtaBanner'
import { LocaleLink } from '../LocaleLink'
import { Button } from '../ui'
import { ACTION_SIZE, SignUpButton } from './actions'

/**
 * A closing band whose actions are the two most pages end on: sign up, or go on to one other page of
 * the site (the white-outline secondary). Pages with other actions use CtaBanner itself. The page's
 * line is followed by the offer (free account, no card, Premium's price, cancel anytime), in the one
 * wording every sign-up band uses.
 */
export function SignUpBanner({
  secondary,
  signUpTestId,
  body,
  ...banner
}: Omit<ComponentProps<typeof CtaBanner>, 'children'> & {
  secondary: { to: AppPath; label: string; testId?: string }
  signUpTestId?: string
}) {
  const { t } = useTranslation()
  return (
    <CtaBanner
      {...banner}
      body={
        <>
          {body} {t(OFFER.short, PLAN_VALUES)}
        </>
      }
    >
      <SignUpButton onDark testId={signUpTestId} />
      <Button
        component={LocaleLink}
        to={secondary.to}
        variant="outline"
        color="white"
        size={ACTION_SIZE.page}
        data-testid={secondary.testId}
      >
        {secondary.label}
      </Button>
    </CtaBanner>
  )
}

/**
 * The standard closing band for pages without a call to action of their own (pricing, help center,
 * ebook pages): sign up, or look at the tools first.
 */
export function ClosingCta({ id = 'closing-cta-title' }: { id?: string }) {
  const { t } = useTranslation()
  return (
    <SignUpBanner
      id={id}
      title={t('common:closingCta.title')}
      body={t('common:closingCta.body')}
      signUpTestId="closing-signup"
      secondary={{ to: '/{-$locale}/features', label: t('common:cta.explore') }}
    />
  )
}
