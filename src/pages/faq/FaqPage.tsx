import { Button, Container, Text, Title } from '../../components/ui'
import { useTranslation } from 'react-i18next'
import { CtaBanner } from '../../components/CtaBanner'
import { Faq } from '../../components/Faq'
import { LocaleLink } from '../../components/LocaleLink'
import { FAQ_ITEMS } from '../../content/faq'
import { config } from '../../lib/config'
import classes from './FaqPage.module.css'

export function FaqPage() {
  const { t } = useTranslation()
  return (
    <>
      <section className={classes.hero} aria-labelledby="page-title">
        <Container size="md">
          <Title order={1} id="page-title" className={classes.title}>
            {t('faq:hero.title')}
          </Title>
          <Text size="xl" mt="md" className={classes.lead}>
            {t('faq:hero.lead')}
          </Text>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="faq-list-title">
        <Container size="md">
          <Title order={2} id="faq-list-title" className={classes.sectionTitle}>
            {t('faq:listTitle')}
          </Title>
          <div className={classes.list} data-testid="faq-list">
            <Faq
              items={FAQ_ITEMS.map((item) => ({
                id: item.id,
                question: t(item.questionKey),
                answer: t(item.answerKey, item.values),
              }))}
            />
          </div>
        </Container>
      </section>

      <CtaBanner id="faq-cta-title" title={t('faq:cta.title')} body={t('faq:cta.body')}>
        <Button
          component="a"
          href={config.signupUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="white"
          size="lg"
          data-testid="faq-signup"
        >
          {t('faq:cta.signUp')}
          <span className="sr-only">{t('common:a11y.opensInNewTab')}</span>
        </Button>
        <Button component={LocaleLink} to="/{-$locale}/help-center" variant="outline" color="white" size="lg" data-testid="faq-contact">
          {t('faq:cta.contact')}
        </Button>
      </CtaBanner>
    </>
  )
}
