import { Button, Container, SimpleGrid, Text, Title } from '../../components/ui'
import { useTranslation } from 'react-i18next'
import { CtaBanner } from '../../components/CtaBanner'
import { AppIcon } from '../../components/icons/AppIcon'
import { LocaleLink } from '../../components/LocaleLink'
import { TEMPLATE_BENEFITS, TEMPLATE_CARDS, TEMPLATE_CATEGORIES } from '../../content/templates'
import { PageHero, SignUpButton } from '../../components/page'
import { GuidedTemplate } from './GuidedTemplate'
import { TemplatesHeroArt } from './TemplatesHeroArt'
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
        aside={<TemplatesHeroArt />}
        footer={
          <LocaleLink to="/{-$locale}" className={classes.backLink} data-testid="back-home">
            <AppIcon id="arrowLeft" size={18} />
            {t('templates:backHome')}
          </LocaleLink>
        }
      >
        <p className={classes.stats}>{t('templates:hero.stats', { templates: TOTAL_TEMPLATES, categories: TEMPLATE_CATEGORIES.length })}</p>
      </PageHero>

      <GuidedTemplate />

      <section className={classes.section} aria-labelledby="template-cards-title">
        <Container size="lg">
          <Title order={2} id="template-cards-title" className={classes.sectionTitle}>
            {t('templates:cards.title')}
          </Title>
          <Text size="lg" mt="sm" className={classes.sectionLead}>
            {t('templates:cards.lead')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="xl" component="ul" className={classes.list}>
            {TEMPLATE_CARDS.map((card) => (
              <li key={card.id} className={classes.card} data-testid="template-card">
                <div className={classes.cardTop}>
                  <span className={classes.iconBox}>
                    <AppIcon id={card.icon} />
                  </span>
                  <span className={classes.count} data-testid="template-count">
                    {t('templates:cards.count', { count: card.templateCount })}
                  </span>
                </div>
                <p className={classes.cardCategory}>{t(card.categoryKey)}</p>
                <Title order={3} size="h4" className={classes.cardTitle}>
                  {t(card.titleKey)}
                </Title>
                <Text mt={8} className={classes.cardText}>
                  {t(card.descriptionKey)}
                </Text>
              </li>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <section className={`${classes.section} ${classes.tinted}`} aria-labelledby="template-categories-title">
        <Container size="lg">
          <Title order={2} id="template-categories-title" className={classes.sectionTitle}>
            {t('templates:categories.title')}
          </Title>
          <Text size="lg" mt="sm" className={classes.sectionLead}>
            {t('templates:categories.lead')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" mt="xl" component="ul" className={classes.list}>
            {TEMPLATE_CATEGORIES.map((category) => (
              <li key={category.id} className={classes.tile} data-testid="category-tile">
                <span className={classes.tileIcon}>
                  <AppIcon id={category.icon} size={22} />
                </span>
                <span className={classes.tileText}>
                  <span className={classes.tileName}>{t(category.nameKey)}</span>
                  <span className={classes.tileCount} data-testid="category-count">
                    {t('templates:cards.count', { count: category.count })}
                  </span>
                </span>
              </li>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="template-benefits-title">
        <Container size="lg">
          <Title order={2} id="template-benefits-title" className={classes.sectionTitle}>
            {t('templates:benefits.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mt="xl" component="ul" className={classes.list}>
            {TEMPLATE_BENEFITS.map((benefit) => (
              <li key={benefit.id} className={classes.benefit}>
                <span className={classes.iconBox}>
                  <AppIcon id={benefit.icon} />
                </span>
                <Title order={3} size="h4" mt="md">
                  {t(benefit.titleKey)}
                </Title>
                <Text mt={8} className={classes.cardText}>
                  {t(benefit.bodyKey)}
                </Text>
              </li>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <CtaBanner id="templates-cta-title" title={t('templates:cta.title')} body={t('templates:cta.body')}>
        <SignUpButton onDark />
        <Button component={LocaleLink} to="/{-$locale}/features" variant="outline" color="white" size="lg">
          {t('templates:cta.explore')}
        </Button>
      </CtaBanner>
    </>
  )
}
