import { Button, Text, Title } from '../../components/ui'
import { useTranslation } from 'react-i18next'
import { LocaleLink } from '../../components/LocaleLink'
import { Card, CardList, IconBox, IconCard, LinkList, PageSection } from '../../components/page'
import { FourUpList } from '../../components/page/FourUpList'
import { ProcessorsLink } from '../../components/page/ProcessorsLink'
import { SampleMarks } from '../../components/page/SampleMark'
import { textLink } from '../../components/page/textLink'
import { ABOUT_CATEGORIES, ABOUT_PROBLEMS, ABOUT_VALUES } from '../../content/about'
import { TOOL_NAV } from '../../content/tools'
import { AboutIcon } from './AboutIcons'
import classes from './AboutUsPage.module.css'

const TOOLS = new Map(TOOL_NAV.map((tool) => [tool.id, tool]))

/** The problems the company set out to solve, one card each. */
export function ProblemSection() {
  const { t } = useTranslation()
  return (
    <PageSection tinted titleId="problem-title" title={t('about-us:problem.title')} intro={t('about-us:problem.lead')}>
      <CardList cols={{ base: 1, sm: 2 }}>
        {ABOUT_PROBLEMS.map((problem) => (
          <Card key={problem.id} className={classes.problem}>
            <IconBox>
              <AboutIcon id={problem.id} />
            </IconBox>
            <div>
              <Title order={3} size="h4">
                {t(problem.titleKey)}
              </Title>
              <Text mt={6} className={classes.muted}>
                {t(problem.bodyKey)}
              </Text>
            </div>
          </Card>
        ))}
      </CardList>
    </PageSection>
  )
}

/** The suite: the tool categories, each with links to its tools. */
export function SuiteSection() {
  const { t } = useTranslation()
  return (
    <PageSection titleId="suite-title" title={t('about-us:suite.title')} intro={t('about-us:suite.lead')}>
      <FourUpList data-testid="about-categories">
        {ABOUT_CATEGORIES.map((category) => {
          const name = t(category.nameKey)
          return (
            <li key={category.id} className={classes.category}>
              <Title order={3} size="h5" className={classes.categoryName}>
                {name}
              </Title>
              <LinkList
                className={classes.toolList}
                aria-label={t('about-us:suite.toolsLabel', { category: name })}
                linkClassName={textLink}
                links={category.tools.flatMap((id) => {
                  const tool = TOOLS.get(id)
                  return tool ? [{ to: tool.to, label: t(tool.nameKey) }] : []
                })}
              />
            </li>
          )
        })}
      </FourUpList>
      <Button component={LocaleLink} to="/{-$locale}/features" variant="default" mt="xl">
        {t('common:cta.explore')}
      </Button>
    </PageSection>
  )
}

/** The company values, one card each. */
export function ValuesSection() {
  const { t } = useTranslation()
  return (
    <PageSection tinted titleId="values-title" title={t('about-us:values.title')}>
      <CardList cols={{ base: 1, md: 3 }}>
        {ABOUT_VALUES.map((value) => (
          <IconCard
            key={value.id}
            icon={
              <IconBox>
                <AboutIcon id={value.id} />
              </IconBox>
            }
            title={t(value.titleKey)}
            body={
              <>
                {t(value.bodyKey)}
                {value.id === 'trust' && (
                  <>
                    {' '}
                    <ProcessorsLink />
                  </>
                )}
                <SampleMarks textKeys={[value.titleKey, value.bodyKey]} />
              </>
            }
            leading="loose"
          />
        ))}
      </CardList>
    </PageSection>
  )
}
