import { Container, SimpleGrid, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { HOW_IT_WORKS_SECTION_ID, HOW_IT_WORKS_STEPS } from '../../content/home'
import { PlaceholderPage } from '../placeholder/PlaceholderPage'
import classes from './HomePage.module.css'

export function HomePage() {
  const { t } = useTranslation()
  return (
    <PlaceholderPage ns="home">
      <section id={HOW_IT_WORKS_SECTION_ID} className={classes.section} aria-labelledby="how-it-works-title">
        <Container size="lg">
          <Title order={2} id="how-it-works-title">
            {t('home:howItWorks.title')}
          </Title>
          <Text size="lg" mt="sm" mb="xl" className={classes.lead}>
            {t('home:howItWorks.lead')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" component="ol" className={classes.steps}>
            {HOW_IT_WORKS_STEPS.map((step, index) => (
              <li key={step.id} className={classes.step}>
                <span className={classes.number} aria-hidden="true">
                  {index + 1}
                </span>
                <Title order={3} size="h4">
                  {t(step.titleKey)}
                </Title>
                <Text mt={6}>{t(step.bodyKey)}</Text>
              </li>
            ))}
          </SimpleGrid>
        </Container>
      </section>
    </PlaceholderPage>
  )
}
