import { useTranslation } from 'react-i18next'
import { FAQ_ITEMS } from '../../content/faq'
import { FaqSection, PageHero, SignUpBanner } from '../../components/page'
import { SampleMark, sampleNotes } from '../../components/page/SampleMark'
import { SUPPORT_RESPONSE } from '../../content/company'

export function FaqPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHero containerSize="md" title={t('faq:hero.title')} lead={t('faq:hero.lead')} />

      <FaqSection
        titleId="faq-list-title"
        title={t('faq:listTitle')}
        testId="faq-list"
        items={FAQ_ITEMS.map((item) => ({
          id: item.id,
          question: t(item.questionKey),
          answer: t(item.answerKey, item.values),
          samples: sampleNotes(t, item.answerKey),
        }))}
      />

      <SignUpBanner
        id="faq-cta-title"
        title={t('faq:cta.title')}
        body={
          <>
            {t('faq:cta.body', { responseHours: SUPPORT_RESPONSE.hours })} <SampleMark kind="response" />
          </>
        }
        signUpTestId="faq-signup"
        secondary={{ to: '/{-$locale}/help-center', label: t('faq:cta.contact'), testId: 'faq-contact' }}
      />
    </>
  )
}
