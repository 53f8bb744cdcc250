import { Button, Container, SimpleGrid, Text, Title } from '../../components/ui'
import { useTranslation } from 'react-i18next'
import { LocaleLink } from '../../components/LocaleLink'
import { ABOUT_CATEGORIES, ABOUT_PROBLEMS, ABOUT_VALUES } from '../../content/about'
import { TOOL_NAV } from '../../content/tools'
import { AboutIcon } from './AboutIcons'
import classes from './AboutUsPage.module.css'

const TOOLS = new Map(TOOL_NAV.map((tool) => [tool.id, tool]))

/** The problems the company set out to solve, one card each. */
export function ProblemSection() {
  const { t } = useTranslation()
  return (
    <section className={`${classes.section} ${classes.tinted}`} aria-labelledby="problem-title">
      <Container size="lg">
        <Title order={2} id="problem-title" className={classes.sectionTitle}>
          {t('about-us:problem.title')}
        </Title>
        <Text size="lg" mt="xs" className={classes.sectionLead}>
          {t('about-us:problem.lead')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="xl" component="ul" className={classes.plainList}>
          {ABOUT_PROBLEMS.map((problem) => (
            <li key={problem.id} className={classes.card}>
              <span className={classes.iconBox}>
                <AboutIcon id={problem.id} />
              </span>
              <div>
                <Title order={3} size="h4">
                  {t(problem.titleKey)}
                </Title>
                <Text mt={6} className={classes.muted}>
                  {t(problem.bodyKey)}
                </Text>
              </div>
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  )
}

/** The suite: the tool categories, each with links to its tools. */
export function SuiteSection() {
  const { t } = useTranslation()
  return (
    <section className={classes.section} aria-labelledby="suite-title">
      <Container size="lg">
        <Title order={2} id="suite-title" className={classes.sectionTitle}>
          {t('about-us:suite.title')}
        </Title>
        <Text size="lg" mt="xs" className={classes.sectionLead}>
          {t('about-us:suite.lead')}
        </Text>
        <ul className={classes.categories} data-testid="about-categories">
          {ABOUT_CATEGORIES.map((category) => {
            const name = t(category.nameKey)
            return (
              <li key={category.id} className={classes.category}>
                <Title order={3} size="h5" className={classes.categoryName}>
                  {name}
                </Title>
                <ul className={classes.toolList} aria-label={t('about-us:suite.toolsLabel', { category: name })}>
                  {category.tools.map((id) => {
                    const tool = TOOLS.get(id)
                    if (!tool) return null
                    return (
                      <li key={id}>
                        <LocaleLink to={tool.to} className={classes.toolLink}>
                          {t(tool.nameKey)}
                        </LocaleLink>
                      </li>
                    )
                  })}
                </ul>
              </li>
            )
          })}
        </ul>
        <Button component={LocaleLink} to="/{-$locale}/features" variant="default" mt="xl">
          {t('about-us:suite.explore')}
        </Button>
      </Container>
    </section>
  )
}

/** The company values, one card each. */
export function ValuesSection() {
  const { t } = useTranslation()
  return (
    <section className={`${classes.section} ${classes.tinted}`} aria-labelledby="values-title">
      <Container size="lg">
        <Title order={2} id="values-title" className={classes.sectionTitle}>
          {t('about-us:values.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mt="xl" component="ul" className={classes.plainList}>
          {ABOUT_VALUES.map((value) => (
            <li key={value.id} className={classes.valueCard}>
              <span className={classes.iconBox}>
                <AboutIcon id={value.id} />
              </span>
              <Title order={3} size="h4" mt="sm">
                {t(value.titleKey)}
              </Title>
              <Text mt={6} className={classes.muted}>
                {t(value.bodyKey)}
              </Text>
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  )
}
