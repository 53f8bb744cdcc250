import { Button, Container, Text, Title } from '../../components/ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AppIcon } from '../../components/icons/AppIcon'
import { LocaleLink } from '../../components/LocaleLink'
import { COMPANY_COUNT, HERO_CHIPS } from '../../content/home'
import { toolCard } from '../../content/tool-cards'
import { Pill, PillList, SignUpButton } from '../../components/page'
import { SampleMark } from '../../components/page/SampleMark'
import { LazyDemoDialog as DemoDialog, NOSCRIPT_DEMO_ID, NoScriptDemo } from '../../components/demo/lazy-demo-dialog'
import { HeroMock } from './HeroMock'
import classes from './HomePage.module.css'

/** The product strip's heading (ProductStrip): the demo dialog's way to see the tools now. */
const PRODUCT_STRIP_TITLE_ID = 'products-title'

export function HomeHero() {
  const { t } = useTranslation()
  const [demoOpen, setDemoOpen] = useState(false)
  return (
    <section id="hero" className={classes.hero} aria-labelledby="page-title">
      <Container size="lg">
        <div className={classes.heroGrid}>
          <div>
            <div className={classes.eyebrowRow}>
              <Pill as="p" tone="outline" className={classes.eyebrow}>
                {t('home:hero.eyebrow', { count: COMPANY_COUNT })}
              </Pill>
              <SampleMark kind="count" />
            </div>
            <Title order={1} id="page-title" className={classes.heroTitle}>
              {t('home:hero.title')}
            </Title>
            <Text mt="md" className={classes.heroLead}>
              {t('home:hero.lead')}
            </Text>
            <div className={classes.heroActions}>
              <SignUpButton />
              <Button component={LocaleLink} to="/{-$locale}/features" variant="default" size="lg">
                {t('common:cta.explore')}
              </Button>
              <Button
                variant="subtle"
                size="lg"
                leftSection={<AppIcon id="play" size={22} />}
                onClick={() => setDemoOpen(true)}
                // Without JavaScript it opens the tour's popover (NoScriptDemo).
                popoverTarget={NOSCRIPT_DEMO_ID}
                data-testid="watch-demo"
              >
                {t('common:toolPage.watchDemo')}
              </Button>
            </div>
          </div>
          <div className={classes.heroVisual}>
            <HeroMock />
            <PillList aria-label={t('home:hero.chipsLabel')} className={classes.chips}>
              {HERO_CHIPS.map((id, index) => {
                const tool = toolCard(id)
                return (
                  <Pill as="li" tone="outline" key={id} className={classes.chip} data-chip={index + 1}>
                    <AppIcon id={tool.icon} size={18} />
                    {t(tool.nameKey)}
                  </Pill>
                )
              })}
            </PillList>
          </div>
        </div>
      </Container>
      <DemoDialog
        opened={demoOpen}
        onClose={() => setDemoOpen(false)}
        product={t('common:brand.name')}
        tour={{ targetId: PRODUCT_STRIP_TITLE_ID, label: t('common:demo.seeTools') }}
      />
      <NoScriptDemo product={t('common:brand.name')} />
    </section>
  )
}
