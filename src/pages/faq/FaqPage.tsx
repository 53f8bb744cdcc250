import { Button } from '../../components/ui'
import { useTranslation } from 'react-i18next'
import { CtaBanner } from '../../components/CtaBanner'
import { LocaleLink } from '../../components/LocaleLink'
import { FAQ_ITEMS } from '../../content/faq'
import { FaqSection, PageHero, SignUpButton } from '../../components/page'

export function FaqPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHero containerSize="md" title={t('faq:hero.title')} lead={t('faq:hero.lead')} />

      <FaqSection
        titleId="faq-list-title"
        title={t('faq:listTitle')}
        testId="faq-list"
        items={FAQ_ITEMS.map((item) => ({ id: item.id, question: t(item.questionKey), answer: t(item.answerKey, item.values) }))}
      />

      <CtaBanner id="faq-cta-title" title={t('faq:cta.title')} body={t('faq:cta.body')}>
        <SignUpButton onDark testId="faq-signup" />
        <Button component={LocaleLink} to="/{-$locale}/help-center" variant="outline" color="white" size="lg" data-testid="faq-contact">
          {t('faq:cta.contact')}
        </Button>
      </CtaBanner>
    </>
  )
}
