import { Text, Title } from '../../components/ui'
import { useTranslation } from 'react-i18next'
import { AppIcon } from '../../components/icons/AppIcon'
import { LocaleLink } from '../../components/LocaleLink'
import { TEMPLATE_BENEFITS, TEMPLATE_CARDS, TEMPLATE_CATEGORIES } from '../../content/templates'
import { Card, CardList, IconBox, IconCard, PageHero, PageSection, Pill } from '../../components/page'
import { PageSignUpBanner } from '../../components/page/PageSignUpBanner'
import { SampleMark } from '../../components/page/SampleMark'
import { GuidedTemplate } from './GuidedTemplate'
import { TEMPLATES_HERO_ART, TEMPLATES_HERO_ART_ID } from './hero-art'
import classes from './TemplatesPage.module.css'

const TOTAL_TEMPLATES = TEMPLATE_CATEGORIES.reduce((sum, category) => sum + category.count, 0)

export function TemplatesPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHero
        kicker={
          <nav aria-label={t('templates:breadcrumb.label')} className={classes.breadcrumb}>
            <ol>
              <li>
                <LocaleLink to="/{-$locale}">{t('templates:breadcrumb.home')}</LocaleLink>
              </li>
              <li aria-current="page">{t('templates:breadcrumb.current')}</li>
            </ol>
          </nav>
        }
        title={t('templates:hero.title')}
        lead={t('templates:hero.lead')}
        aside={<TEMPLATES_HERO_ART.DeferredSection id={TEMPLATES_HERO_ART_ID} />}
        footer={
          <LocaleLink to="/{-$locale}" className={classes.backLink} data-testid="back-home">
            <AppIcon id="arrowLeft" size={18} />
            {t('templates:backHome')}
          </LocaleLink>
        }
      >
        {/* A fact, not an action (issue 37: the solid pill read as a button). */}
        <p className={classes.stats}>
          {t('templates:hero.stats', { templates: TOTAL_TEMPLATES, categories: TEMPLATE_CATEGORIES.length })} <SampleMark kind="library" />
        </p>
      </PageHero>

      <GuidedTemplate />

      <PageSection titleId="template-cards-title" title={t('templates:cards.title')} intro={t('templates:cards.lead')} space="compact">
        <CardList cols={{ base: 1, sm: 2, md: 3 }}>
          {TEMPLATE_CARDS.map((card) => (
            <Card key={card.id} data-testid="template-card">
              <div className={classes.cardTop}>
                <IconBox id={card.icon} />
                <Pill tone="solid" className={classes.count} data-testid="template-count">
                  {t('templates:cards.count', { count: card.templateCount })}
                </Pill>
              </div>
              <p className={classes.cardCategory}>{t(card.categoryKey)}</p>
              <Title order={3} size="h4" className={classes.cardTitle}>
                {t(card.titleKey)}
              </Title>
              <Text mt={8} className={classes.cardText}>
                {t(card.descriptionKey)}
              </Text>
            </Card>
          ))}
        </CardList>
      </PageSection>

      <PageSection
        titleId="template-categories-title"
        title={t('templates:categories.title')}
        intro={t('templates:categories.lead')}
        tinted
        space="compact"
      >
        <CardList cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {TEMPLATE_CATEGORIES.map((category) => (
            <li key={category.id} className={classes.tile} data-testid="category-tile">
              <IconBox id={category.icon} size="sm" iconSize={22} />
              <span className={classes.tileText}>
                <span className={classes.tileName}>{t(category.nameKey)}</span>
                <span className={classes.tileCount} data-testid="category-count">
                  {t('templates:cards.count', { count: category.count })}
                </span>
              </span>
            </li>
          ))}
        </CardList>
      </PageSection>

      <PageSection titleId="template-benefits-title" title={t('templates:benefits.title')} space="compact">
        <CardList cols={{ base: 1, md: 3 }}>
          {TEMPLATE_BENEFITS.map((benefit) => (
            <IconCard
              key={benefit.id}
              icon={<IconBox id={benefit.icon} />}
              title={t(benefit.titleKey)}
              body={t(benefit.bodyKey)}
              space="md"
            />
          ))}
        </CardList>
      </PageSection>

      <PageSignUpBanner ns="templates" secondary={{ to: '/{-$locale}/features', label: t('common:cta.explore') }} />
    </>
  )
}
