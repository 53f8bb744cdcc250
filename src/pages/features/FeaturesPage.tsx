import { Text, Title } from '../../components/ui'
import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { ToolCard } from '../../components/ToolCard'
import { SUITE_FACTS, WHY_CHOOSE } from '../../content/features'
import { TOOL_CARDS, TOOL_CATEGORIES, toolsInCategory } from '../../content/tool-cards'
import { ScrollHint, scrollRow, useScrollRegion } from '../../components/scroll-row/ScrollRow'
import { CardList, Eyebrow, IconBox, IconCard, PageHero, PageSection, Pill, PillList, SignUpButton } from '../../components/page'
import { PageSignUpBanner } from '../../components/page/PageSignUpBanner'
import { SampleMark } from '../../components/page/SampleMark'
import { SAMPLE_MARKS } from '../../content/company'
import { SuiteArt } from './SuiteArt'
import classes from './FeaturesPage.module.css'

export function FeaturesPage() {
  const { t } = useTranslation()
  const scrollRegion = useScrollRegion()
  return (
    <>
      <PageHero
        kicker={<Eyebrow>{t('features:hero.eyebrow')}</Eyebrow>}
        title={t('features:hero.title')}
        lead={t('features:hero.lead')}
        actions={<SignUpButton />}
        aside={<SuiteArt />}
        footer={
          <PillList className={classes.facts} aria-label={t('features:hero.facts.label')}>
            <Pill as="li" tone="outline">
              {t('features:hero.facts.tools', { count: TOOL_CARDS.length })}
            </Pill>
            <Pill as="li" tone="outline">
              {t('features:hero.facts.categories', { count: TOOL_CATEGORIES.length })}
            </Pill>
            <Pill as="li" tone="outline">
              {t('features:hero.facts.companies', { count: SUITE_FACTS.companies })}
            </Pill>
            {SAMPLE_MARKS.count.on && (
              <li>
                <SampleMark kind="count" />
              </li>
            )}
            <Pill as="li" tone="outline">
              {t('features:hero.facts.languages')}
            </Pill>
          </PillList>
        }
      />

      <PageSection titleId="why-title" title={t('features:why.title')} intro={t('features:why.lead')}>
        <ScrollHint />
        {/* On phones one sideways row (a labelled region: the cards hold no link); from md up three columns. */}
        <div className={scrollRow.scroller} {...scrollRegion(t('features:why.title'))}>
          <CardList cols={{ base: 1, md: 3 }} className={scrollRow.track}>
            {WHY_CHOOSE.map((item) => (
              <IconCard
                key={item.id}
                className={classes.why}
                data-testid="why-item"
                icon={<IconBox id={item.icon} iconSize={26} tone="solid" className={classes.whyIcon} />}
                title={t(item.titleKey)}
                body={t(item.bodyKey)}
                space="md"
              />
            ))}
          </CardList>
        </div>
      </PageSection>

      <PageSection titleId="categories-title" title={t('features:categoriesTitle')} tinted>
        <nav aria-label={t('features:jump.label')} className={classes.jump}>
          <PillList links={TOOL_CATEGORIES.map((category) => ({ href: `#category-${category.id}`, label: t(category.labelKey) }))} />
        </nav>
        <div className={classes.categoryGrid}>
          {TOOL_CATEGORIES.map((category) => {
            const tools = toolsInCategory(category.id)
            return (
              <section
                key={category.id}
                id={`category-${category.id}`}
                className={classes.category}
                style={{ '--span': tools.length } as CSSProperties}
                aria-labelledby={`category-${category.id}-title`}
                data-testid="tool-category"
              >
                <div className={classes.categoryHead}>
                  <Title order={3} id={`category-${category.id}-title`} className={classes.categoryTitle}>
                    {t(category.labelKey)}
                  </Title>
                  <Text className={classes.text} mt={4}>
                    {t(category.descriptionKey)}
                  </Text>
                </div>
                <div className={classes.cards}>
                  {tools.map((tool) => (
                    <ToolCard key={tool.id} tool={tool} headingOrder={4} showBenefits />
                  ))}
                </div>
              </section>
            )
          })}
        </div>
      </PageSection>

      <PageSignUpBanner ns="features" secondary={{ to: '/{-$locale}/pricing', label: t('features:cta.pricing') }} />
    </>
  )
}
