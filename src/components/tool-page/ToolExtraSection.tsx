import { Button, SimpleGrid, Title } from '../ui'
import { Checklist, IconBox, PageSection, PillList } from '../page'
import { FeatureCard } from './ToolCards'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { toolSectionHeadingId, type ToolCustomSectionProps, type ToolExtraSection as Section } from '../../content/tools/types'
import { AppIcon } from '../icons/AppIcon'
import { LocaleLink } from '../LocaleLink'
import { ScrollHint, scrollRow, useScrollRegion } from '../scroll-row/ScrollRow'
import classes from './ToolPage.module.css'

/** The page-specific sections of a tool page, by kind. */
export function ToolExtraSection({ section, custom: Custom }: { section: Section; custom?: ComponentType<ToolCustomSectionProps> }) {
  const { t } = useTranslation()
  const scrollRegion = useScrollRegion()
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
            <p className={classes.text}>{t(section.bodyKey)}</p>
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
      {section.kind === 'cards' && section.cards.length >= 3 && <ScrollHint />}
      {section.kind === 'cards' && (
        <SimpleGrid
          cols={{ base: 1, sm: Math.min(section.cards.length, 2), md: Math.min(section.cards.length, 3) }}
          spacing="lg"
          // Three cards or more: one scroll row on phones (a focusable region: the cards hold no links).
          {...(section.cards.length >= 3 ? { className: scrollRow.row, ...scrollRegion(t(section.titleKey)) } : {})}
        >
          {section.cards.map((card) => (
            <FeatureCard key={card.id} {...card} />
          ))}
        </SimpleGrid>
      )}
      {section.kind === 'availability' && (
        <Availability
          title={t(section.titleKey)}
          availableKeys={section.availableKeys}
          comingSoonKeys={section.comingSoonKeys}
          beta={section.beta}
        />
      )}
    </PageSection>
  )
}

/**
 * Available now versus coming soon, stated in words (not only by colour). On phones the two lists are one scroll
 * row (a focusable region named after the section: the lists hold no links); from sm up, side by side.
 */
export function Availability({
  title,
  row = false,
  availableKeys,
  comingSoonKeys,
  beta = false,
}: {
  /** The section's title, for the phone row's region name. */
  title: string
  /** Phones: the two lists are one sideways row (a page with keepPhoneRows); else one under the other. */
  row?: boolean
  availableKeys: readonly string[]
  comingSoonKeys: readonly string[]
  /** Marks coming-soon items as BETA. */
  beta?: boolean
}) {
  const { t } = useTranslation()
  const scrollRegion = useScrollRegion()
  return (
    <>
      {row && <ScrollHint />}
      <div className={row ? `${classes.availability} ${scrollRow.row}` : classes.availability} {...(row ? scrollRegion(title) : {})}>
        <div className={classes.availabilityColumn}>
          <h3 className={classes.availabilityTitle}>
            <AppIcon id="checkCircle" size={20} /> {t('common:toolPage.availableNow')}
          </h3>
          <ul className={classes.availabilityList}>
            {availableKeys.map((key) => (
              <li key={key}>{t(key)}</li>
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
    </>
  )
}
