import { Button, Title } from '../ui'
import { Checklist, IconBox, PageSection, PillList } from '../page'
import { FeatureCard } from './ToolCards'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { toolSectionHeadingId, type ToolCustomSectionProps, type ToolExtraSection as Section } from '../../content/tools/types'
import { AppIcon } from '../icons/AppIcon'
import { LocaleLink } from '../LocaleLink'
import { ShowAll } from './ShowAll'
import { SampleMarks } from '../page/SampleMark'
import { CLAIM_VALUES } from '../../content/sample-claims'
import classes from './ToolPage.module.css'

/** The page-specific sections of a tool page, by kind. */
export function ToolExtraSection({ section, custom: Custom }: { section: Section; custom?: ComponentType<ToolCustomSectionProps> }) {
  const { t } = useTranslation()
  const headingId = toolSectionHeadingId(section.id)
  if (section.kind === 'custom') {
    if (!Custom) throw new Error(`Tool section "${section.id}" needs its component: pass it in ToolPage's sections prop`)
    return <Custom headingId={headingId} />
  }
  if (section.kind === 'note') {
    return (
      <PageSection space="compact" titleId={headingId}>
        <div className={classes.note}>
          <IconBox id={section.icon} className={classes.cardIcon} />
          <div>
            <Title order={2} size="h3" id={headingId}>
              {t(section.titleKey)}
            </Title>
            <p className={classes.text}>
              {t(section.bodyKey)}
              <SampleMarks textKeys={[section.titleKey, section.bodyKey]} />
            </p>
            {section.link && (
              <Button component={LocaleLink} to={section.link.to} variant="outline" mt="md" data-testid={`${section.id}-link`}>
                {t(section.link.labelKey)}
              </Button>
            )}
          </div>
        </div>
      </PageSection>
    )
  }
  return (
    <PageSection space="compact" titleId={headingId} title={t(section.titleKey)} intro={section.leadKey && t(section.leadKey)}>
      {section.kind === 'chips' && <PillList className={classes.chips} items={section.itemKeys.map((key) => t(key))} />}
      {section.kind === 'checklist' && <Checklist itemKeys={section.itemKeys} className={classes.checklist} />}
      {section.kind === 'cards' && (
        <ShowAll
          items={section.cards.map((card) => ({ ...card, id: `${section.id}-${card.id}` }))}
          // Three cards or more: phones show the first and "Show all N features" (the rest stays in the HTML).
          preview={section.cards.length >= 3 ? 1 : undefined}
          label={(count) => t('common:toolPage.showAllFeatures', { count })}
          cols={{ base: 1, sm: Math.min(section.cards.length, 2), md: Math.min(section.cards.length, 3) }}
        >
          {(card) => <FeatureCard key={card.id} anchor={card.id} {...card} />}
        </ShowAll>
      )}
      {section.kind === 'availability' && (
        <Availability availableKeys={section.availableKeys} comingSoonKeys={section.comingSoonKeys} beta={section.beta} />
      )}
    </PageSection>
  )
}

/** Available now versus coming soon, stated in words (not only by colour): one under the other on phones, from sm up side by side. */
export function Availability({
  availableKeys,
  comingSoonKeys,
  beta = false,
}: {
  availableKeys: readonly string[]
  comingSoonKeys: readonly string[]
  /** Marks coming-soon items as BETA. */
  beta?: boolean
}) {
  const { t } = useTranslation()
  return (
    <div className={classes.availability}>
      <div className={classes.availabilityColumn}>
        <h3 className={classes.availabilityTitle}>
          <AppIcon id="checkCircle" size={20} /> {t('common:toolPage.availableNow')}
        </h3>
        <ul className={classes.availabilityList}>
          {availableKeys.map((key) => (
            <li key={key}>
              {t(key, CLAIM_VALUES)}
              <SampleMarks textKeys={[key]} />
            </li>
          ))}
        </ul>
      </div>
      <div className={classes.availabilityColumn} data-soon="true">
        <h3 className={classes.availabilityTitle}>
          <AppIcon id="clock" size={20} /> {t('common:toolPage.comingSoon')}
        </h3>
        <ul className={classes.availabilityList}>
          {comingSoonKeys.map((key) => (
            <li key={key}>
              {t(key)} {beta && <span className={classes.beta}>{t('common:toolPage.beta')}</span>}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
