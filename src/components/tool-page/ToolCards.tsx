import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { IconId } from '../icons/AppIcon'
import { Card, Checklist, IconBox } from '../page'
import { SampleMarks } from '../page/SampleMark'
import { CLAIM_VALUES } from '../../content/sample-claims'
import { Title } from '../ui'
import classes from './ToolPage.module.css'

/**
 * A tool page's card: optionally a product shot (a feature's output, see featureShots), icon, title, one paragraph,
 * optionally a checklist (features, and the page-specific card sections).
 */
export function FeatureCard({
  anchor,
  icon,
  titleKey,
  bodyKey,
  pointKeys,
  shot,
}: {
  /** The card's anchor (a phone's "Show all" link targets it). */
  anchor?: string
  icon: IconId
  titleKey: string
  bodyKey: string
  pointKeys?: readonly string[]
  shot?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Card as="article" className={classes.card} id={anchor} tabIndex={anchor ? -1 : undefined}>
      {shot}
      <IconBox id={icon} iconSize={22} className={classes.cardIcon} />
      <Title order={3} size="h4">
        {t(titleKey)}
      </Title>
      <p className={classes.text}>
        {t(bodyKey, CLAIM_VALUES)}
        <SampleMarks textKeys={[titleKey, bodyKey]} />
      </p>
      {pointKeys && <Checklist itemKeys={pointKeys} className={classes.checklist} />}
    </Card>
  )
}
