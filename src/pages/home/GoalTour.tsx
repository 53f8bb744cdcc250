import { useTranslation } from 'react-i18next'
import { AppIcon } from '../../components/icons/AppIcon'
import { LocaleLink } from '../../components/LocaleLink'
import { Checklist, LinkList, PageSection, SectionHeading } from '../../components/page'
import { BrowserWindow } from '../../components/page/BrowserWindow'
import { PromptBubble } from '../../components/page/ChatBubble'
import mock from '../../components/tool-page/mock/mock.module.css'
import { toolDrawings } from '../../components/tool-page/tool-drawings'
import { Button, Text, Title } from '../../components/ui'
import { GOAL_SCREENS, GOALS, HOW_IT_WORKS_SECTION_ID, type Goal } from '../../content/home'
import { toolsForGoal } from '../../content/tool-cards'
import { TOOL_NAV } from '../../content/tools'
import { toolNamespace } from '../../content/tools/types'
import type { Locale } from '../../i18n/locales'
import classes from './HomePage.module.css'

const SCREEN_TOOLS = Object.values(GOAL_SCREENS).map((screen) => screen.tool)

/** The catalogs the band's screens read (their tools'), for the home route's loader. */
export const GOAL_TOUR_NAMESPACES = SCREEN_TOOLS.map(toolNamespace)

/** For the home route's loader: the screens' shots (each tool page's own chunk) ready before the page renders. */
export const readyGoalTour = (locale: Locale) =>
  Promise.all(SCREEN_TOOLS.map((tool) => toolDrawings(tool).shots.ready(locale))).then(() => {})

/** The radio group's name: one choice for the five tabs. */
const TOUR_INPUT = 'goal-tour'

/**
 * Home's goal blocks as one product-tour band: a tab per goal and, under the tabs, that goal's block (its words,
 * bullets, related tools and See how it works) beside a product screen: one of its tools answering that tool's own
 * sample prompt, drawn with the tool page's feature shots. The tabs are a native radio group (arrow keys move
 * between them, the checked one is the shown goal): CSS shows the block after the checked radio, so the band works
 * the same before scripts, without them and after; every block is in the HTML for search engines and print.
 */
export function GoalTour() {
  const { t } = useTranslation()
  return (
    <PageSection id="goals" tinted titleId="goals-title">
      <SectionHeading id="goals-title" title={t('home:goals.title')} intro={t('home:goals.lead')} />
      <fieldset className={classes.tour} data-testid="goal-tour">
        <legend className="sr-only">{t('home:goals.pick')}</legend>
        {GOALS.map((goal, index) => (
          <GoalTab key={goal.id} goal={goal} checked={index === 0} />
        ))}
      </fieldset>
    </PageSection>
  )
}

/** One tab (a radio and its label) and, right after it, the goal's block, shown while the radio is checked. */
function GoalTab({ goal, checked }: { goal: Goal; checked: boolean }) {
  const { t } = useTranslation()
  const inputId = `${TOUR_INPUT}-${goal.id}`
  return (
    <>
      <input
        type="radio"
        name={TOUR_INPUT}
        id={inputId}
        value={goal.id}
        defaultChecked={checked}
        className={classes.tourInput}
        data-testid="goal-tab"
      />
      <label htmlFor={inputId} className={classes.tourTab}>
        <AppIcon id={goal.icon} size={18} />
        {t(goal.filterKey)}
      </label>
      <article className={classes.goal} aria-labelledby={`goal-${goal.id}`} data-testid="goal-block" data-goal={goal.id}>
        <div>
          <Title order={3} id={`goal-${goal.id}`} className={classes.goalTitle}>
            {t(goal.titleKey)}
          </Title>
          {/* Phones go from the title to the bullets (the page's length); the sentence is there from 48em. */}
          <Text mt={8} className={`${classes.text} ${classes.goalBody}`}>
            {t(goal.bodyKey)}
          </Text>
          <Checklist itemKeys={goal.bulletKeys} className={classes.bullets} />
          <p className={classes.goalSideTitle} id={`goal-${goal.id}-tools`}>
            {t('home:goals.relatedTools')}
          </p>
          <LinkList
            className={classes.goalTools}
            aria-labelledby={`goal-${goal.id}-tools`}
            linkClassName={classes.goalTool}
            links={toolsForGoal(goal.id).map((tool) => ({
              to: tool.to,
              label: (
                <>
                  <AppIcon id={tool.icon} size={18} />
                  {t(tool.nameKey)}
                </>
              ),
            }))}
          />
          <Button component={LocaleLink} to="/{-$locale}" hash={HOW_IT_WORKS_SECTION_ID} variant="light" mt="md">
            {t('home:goals.seeHow')}
          </Button>
        </div>
        <GoalScreen goal={goal} />
      </article>
    </>
  )
}

/** The goal's product screen: a tool's window with its sample prompt and two shots of the answer, and a link to the tool. */
function GoalScreen({ goal }: { goal: Goal }) {
  const { t } = useTranslation()
  const screen = GOAL_SCREENS[goal.id]
  const tool = TOOL_NAV.find((item) => item.id === screen.tool)!
  // The tool page's own shots (its chunk; the home route's loader readies them).
  const Shots = toolDrawings(screen.tool).shots.DeferredSection
  const name = t(tool.nameKey)
  return (
    <figure className={classes.goalScreen}>
      <BrowserWindow title={name} className={classes.goalWindow} bodyClassName={mock.body} data-testid="goal-screen">
        <PromptBubble className={classes.goalPrompt}>{t(screen.promptKey)}</PromptBubble>
        {/* Phones show the first shot only (the page's length). */}
        <div className={classes.goalShots}>
          {screen.shots.map((feature) => (
            <Shots key={feature} feature={feature} />
          ))}
        </div>
      </BrowserWindow>
      <figcaption className={classes.goalCaption}>
        <LocaleLink to={tool.to} className={classes.goalTool}>
          {t('home:goals.openTool', { tool: name })}
          <AppIcon id="arrowRight" size={18} />
        </LocaleLink>
      </figcaption>
    </figure>
  )
}
