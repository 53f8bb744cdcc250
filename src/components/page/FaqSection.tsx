import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Faq, type FaqItem } from '../Faq'
import { PageSection } from './PageSection'

/** Every page's FAQ block: one section-title style, one width, one spacing (the home, tool, pricing and FAQ pages). */
export function FaqSection({
  titleId,
  title,
  items,
  id,
  testId,
  phonePreview,
}: {
  titleId: string
  title: ReactNode
  items: readonly FaqItem[]
  id?: string
  testId?: string
  /** Phones show the first three questions and "Show all N questions" (tool pages). */
  phonePreview?: 3
}) {
  const { t } = useTranslation()
  return (
    <PageSection id={id} titleId={titleId} title={title} containerSize="md">
      <div data-testid={testId}>
        <Faq items={items} phonePreview={phonePreview && { count: phonePreview, label: t('common:faqShowAll', { count: items.length }) }} />
      </div>
    </PageSection>
  )
}
