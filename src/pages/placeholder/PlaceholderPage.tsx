import { Container, Text, Title } from '../../components/ui'
import { useTranslation } from 'react-i18next'
import classes from './PlaceholderPage.module.css'

/**
 * Hero of a page whose full content comes with its own issue: the h1 and lead paragraph from
 * `<ns>:hero.title` and `<ns>:hero.lead` (declared in locales/dynamic-keys.json).
 */
export function PlaceholderPage({ ns, children }: { ns: string; children?: React.ReactNode }) {
  const { t } = useTranslation()
  return (
    <>
      <section className={classes.hero} aria-labelledby="page-title">
        <Container size="md">
          <Title order={1} id="page-title" className={classes.title}>
            {t(`${ns}:hero.title`)}
          </Title>
          <Text size="xl" className={classes.lead}>
            {t(`${ns}:hero.lead`)}
          </Text>
        </Container>
      </section>
      {children}
    </>
  )
}
