import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { SignUpBanner } from './ClosingCta'

/**
 * A page's own closing band (features, templates, why AI): SignUpBanner with the page's `cta.title` and
 * `cta.body` (its namespace's, listed in locales/dynamic-keys.json) and the heading id `<ns>-cta-title`.
 */
export function PageSignUpBanner({ ns, secondary }: { ns: string; secondary: ComponentProps<typeof SignUpBanner>['secondary'] }) {
  const { t } = useTranslation()
  return <SignUpBanner id={`${ns}-cta-title`} title={t(`${ns}:cta.title`)} body={t(`${ns}:cta.body`)} secondary={secondary} />
}
