import { useTranslation } from 'react-i18next'
import { Testimonials } from '../../components/Testimonials'
import { COMPANY_COUNT, HOME_FAQ } from '../../content/home'
import { HowItWorksSection, IntegrationsSection, SecuritySection } from './HomeSections'
import { FaqSection, PageSection, SignUpBanner } from '../../components/page'
import { SampleMark, sampleNotes } from '../../components/page/SampleMark'
import { GoalTour } from './GoalTour'
import { HomeGlowIsland } from './HomeGlow'
import { HomeHero } from './HomeHero'
import { ProductStrip } from './ProductStrip'
import classes from './HomePage.module.css'

export function HomePage() {
  const { t } = useTranslation()
  return (
    <div className={classes.page}>
      <HomeGlowIsland />
      <HomeHero />
      <ProductStrip />
      <GoalTour />
      <HowItWorksSection />

      <PageSection
        id="social-proof"
        tinted
        titleId="proof-title"
        title={t('home:proof.title', { count: COMPANY_COUNT })}
        intro={t('home:proof.lead')}
      >
        <Testimonials title={t('home:proof.title', { count: COMPANY_COUNT })} countClaim />
      </PageSection>

      <IntegrationsSection />
      <SecuritySection />

      <FaqSection
        id="faq"
        titleId="faq-title"
        title={t('home:faq.title')}
        items={HOME_FAQ.map((item) => ({
          id: item.id,
          question: t(item.questionKey),
          answer: t(item.answerKey, item.values),
          samples: sampleNotes(t, item.answerKey),
        }))}
      />

      <SignUpBanner
        id="home-cta-title"
        sectionId="get-started"
        title={t('home:cta.title')}
        body={
          <>
            {t('home:cta.body', { count: COMPANY_COUNT })} <SampleMark kind="count" />
          </>
        }
        secondary={{ to: '/{-$locale}/features', label: t('common:cta.explore') }}
      />
    </div>
  )
}
