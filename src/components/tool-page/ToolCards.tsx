import { useTranslation } from 'react-i18next'
import type { IconId } from '../icons/AppIcon'
import { AppIcon } from '../icons/AppIcon'
import { Card, IconBox } from '../page'
import { Title } from '../ui'
import classes from './ToolPage.module.css'

/** A list of points, each after a check mark (the check is decoration: the list says it). */
export function Checklist({ itemKeys }: { itemKeys: readonly string[] }) {
  const { t } = useTranslation()
  return (
    <ul className={classes.checklist}>
      {itemKeys.map((key) => (
        <li key={key}>
          <AppIcon id="check" size={18} />
          {t(key)}
        </li>
      ))}
    </ul>
  )
}

/** A tool page's card: icon, title, one paragraph, optionally a checklist (features, and the page-specific card sections). */
export function FeatureCard({
  icon,
  titleKey,
  bodyKey,
  pointKeys,
}: {
  icon: IconId
  titleKey: string
  bodyKey: string
  pointKeys?: readonly string[]
}) {
  const { t } = useTranslation()
  return (
    <Card as="article" className={classes.card}>
      <IconBox id={icon} iconSize={22} className={classes.cardIcon} />
      <Title order={3} size="h4">
        {t(titleKey)}
      </Title>
      <p className={classes.text}>{t(bodyKey)}</p>
      {pointKeys && <Checklist itemKeys={pointKeys} />}
    </Card>
  )
}
