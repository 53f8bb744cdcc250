import { useTranslation } from 'react-i18next'
import { PageHero } from '../../components/page'

/**
 * Hero of a page whose full content comes with its own issue: the h1 and lead paragraph from
 * `<ns>:hero.title` and `<ns>:hero.lead` (declared in locales/dynamic-keys.json).
 */
export function PlaceholderPage({ ns, children }: { ns: string; children?: React.ReactNode }) {
  const { t } = useTranslation()
  return (
    <>
      <PageHero containerSize="md" title={t(`${ns}:hero.title`)} lead={t(`${ns}:hero.lead`)} />
      {children}
    </>
  )
}
