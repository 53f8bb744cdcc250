import { Button, Container, Text, Title } from '../../components/ui'
import { useTranslation } from 'react-i18next'
import { AppIcon } from '../../components/icons/AppIcon'
import { LocaleLink } from '../../components/LocaleLink'
import { COMPANY_COUNT, HERO_CHIPS, HERO_MOCK_VALUES, HERO_PROMPT_INTERVAL_MS, HERO_PROMPT_TOOLS, HERO_PROMPTS } from '../../content/home'
import { COMPANY_COUNT_IS_SAMPLE } from '../../content/company'
import { toolCard } from '../../content/tool-cards'
import { Pill, PillList, SignUpButton } from '../../components/page'
import { DEMO_POPOVER_ID, OPENS_DEMO } from '../../components/demo/demo-ids'
import { DemoIsland } from '../../components/demo/DemoIsland'
import { DemoPopover } from '../../components/demo/DemoPopover'
import { HeroMockIsland, type HeroMockProps } from './HeroMock'
import classes from './HomePage.module.css'

/** The product strip's heading (ProductStrip): the demo dialog's way to see the tools now. */
const PRODUCT_STRIP_TITLE_ID = 'products-title'

type TFunction = ReturnType<typeof useTranslation>['t']

/** The hero window's words, translated here (the window is an island, which formats nothing). */
function heroMockProps(t: TFunction): HeroMockProps {
  return {
    prompts: HERO_PROMPTS.map((key) => t(key)),
    intervalMs: HERO_PROMPT_INTERVAL_MS,
    label: t('home:hero.prompt.label'),
    listLabel: t('home:hero.prompt.listLabel'),
    pauseLabel: t('home:hero.prompt.pause'),
    playLabel: t('home:hero.prompt.play'),
    answers: HERO_PROMPTS.map((_, index) => {
      const tool = toolCard(HERO_PROMPT_TOOLS[index] ?? HERO_PROMPT_TOOLS[0]!)
      return { tool: tool.id, icon: tool.icon, name: t(tool.nameKey), benefits: tool.benefitKeys.slice(0, 3).map((key) => t(key)) }
    }),
    priced: {
      title: t('home:hero.mock.answerTitle'),
      figures: [
        { label: t('home:hero.mock.perVisit'), value: t('home:hero.mock.perVisitValue', HERO_MOCK_VALUES) },
        { label: t('home:hero.mock.monthly'), value: t('home:hero.mock.monthlyValue', HERO_MOCK_VALUES) },
        { label: t('home:hero.mock.hourly'), value: t('home:hero.mock.hourlyValue', HERO_MOCK_VALUES) },
      ],
      source: t('home:hero.mock.source'),
    },
  }
}

export function HomeHero() {
  const { t } = useTranslation()
  return (
    <section id="hero" className={classes.hero} aria-labelledby="page-title">
      <Container size="lg">
        <div className={classes.heroGrid}>
          <div>
            <div className={classes.eyebrowRow}>
              {/* The first screen shows no sample figure: the count only once it is the owner's real one (launch check). */}
              <Pill as="p" tone="outline" className={classes.eyebrow}>
                {COMPANY_COUNT_IS_SAMPLE ? t('home:hero.eyebrowPlain') : t('home:hero.eyebrow', { count: COMPANY_COUNT })}
              </Pill>
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
                // It opens the demo's popover (DemoPopover, below) from the HTML; the demo island adds to it.
                data-opens={OPENS_DEMO}
                popoverTarget={DEMO_POPOVER_ID}
                data-testid="watch-demo"
              >
                {t('common:toolPage.watchDemo')}
              </Button>
            </div>
          </div>
          <div className={classes.heroVisual}>
            <HeroMockIsland {...heroMockProps(t)} />
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
      <DemoPopover product={t('common:brand.name')} section={{ targetId: PRODUCT_STRIP_TITLE_ID, label: t('common:demo.seeTools') }} />
      <DemoIsland />
    </section>
  )
}
