import type { ReactNode } from 'react'
import { Faq, type FaqItem } from '../Faq'
import { PageSection } from './PageSection'

/** Every page's FAQ block: one section-title style, one width, one spacing (the home, tool, pricing and FAQ pages). */
export function FaqSection({
  titleId,
  title,
  items,
  id,
  testId,
}: {
  titleId: string
  title: ReactNode
  items: readonly FaqItem[]
  id?: string
  testId?: string
}) {
  return (
    <PageSection id={id} titleId={titleId} title={title} containerSize="md">
      <div data-testid={testId}>
        <Faq items={items} />
      </div>
    </PageSection>
  )
}
