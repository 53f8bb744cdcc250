import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { i18n, loadNamespaces } from '../../i18n/i18n'
import { useLocale } from '../../i18n/useLocale'
import { config } from '../../lib/config'
import { Modal } from '../dialog/Modal'
import { AppIcon } from '../icons/AppIcon'
import { localeHref } from '../../i18n/locale-href'
import { SignUpButton } from '../page/actions'
import { VideoFrame } from '../page/VideoFrame'
import classes from './DemoDialog.module.css'
import { DemoTour } from './DemoTour'
import { DEMO_TOUR_NS } from './tour-namespace'

/** A section of the page that opened the dialog, by the id of its heading, and the words of the link to it. */
type DemoTour = { targetId: string; label: string }

/** The tool pages' scenarios section (its H2, `ScenariosSection` in ../tool-page/ToolSections.tsx). */
const TOOL_EXAMPLES_ID = 'scenarios-title'

/**
 * Shows a section of the page once the dialog has closed: scrolls to its heading and moves focus there (so
 * Tab continues from the section, not from the Watch demo button). The heading takes focus only from script.
 */
function showSection(id: string) {
  const target = document.getElementById(id)
  if (!target) return
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.scrollIntoView({ block: 'start' })
  target.focus({ preventScroll: true })
}

/** The tour's strings in the page's language (they load with the dialog; again if the language changes). */
function useTourStrings(): boolean {
  const locale = useLocale()
  const [loaded, setLoaded] = useState(() => i18n.hasResourceBundle(locale, DEMO_TOUR_NS))
  const ready = loaded && i18n.hasResourceBundle(locale, DEMO_TOUR_NS)
  useEffect(() => {
    if (ready) return
    let live = true
    void loadNamespaces(locale, [DEMO_TOUR_NS]).then(() => live && setLoaded(true))
    return () => {
      live = false
    }
  }, [locale, ready])
  return ready
}

/**
 * The demo's screen: the video player when a demo video is configured; else the click-through tour of the
 * product, with the spec's line that the video is coming soon under it.
 */
function DemoScreen({ videoUrl, title }: { videoUrl: string; title: string }) {
  const { t } = useTranslation()
  const tourReady = useTourStrings()
  if (videoUrl) {
    return <VideoFrame className={classes.screen} src={videoUrl} title={title} allowFullScreen data-testid="demo-video" />
  }
  return (
    <>
      {tourReady && <DemoTour />}
      <p className={classes.soon} data-testid="demo-coming-soon">
        <AppIcon id="play" size={18} className={classes.soonIcon} />
        {t('common:demo.comingSoon')}
      </p>
    </>
  )
}

function Way({ icon, children }: { icon: 'layers' | 'calculator'; children: ReactNode }) {
  return (
    <>
      <AppIcon id={icon} size={20} className={classes.wayIcon} />
      <span className={classes.wayLabel}>{children}</span>
      <AppIcon id="arrowRight" size={18} className={classes.wayArrow} />
    </>
  )
}

/**
 * Watch Demo. Until a demo video exists (config.demoVideoUrl), the dialog holds a click-through tour of the
 * product (DemoTour, ending on Sign Up) and says the video is coming soon; with one, it plays the video
 * above Sign Up. Either way it offers ways to see the product now: a section of this page (`tour`; by default a tool page's
 * examples, shown only when the page has it) and the free bid calculator.
 */
export function DemoDialog({
  opened,
  onClose,
  product,
  tour,
}: {
  opened: boolean
  onClose: () => void
  product: string
  /** The section of the opening page to show (home: its tools); a tool page's examples when not given. */
  tour?: DemoTour
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const videoUrl = config.demoVideoUrl
  const section = tour ?? { targetId: TOOL_EXAMPLES_ID, label: t('common:demo.seeExamples') }
  // Rendered only in the browser, once the dialog opens (lazyDialog).
  const hasSection = typeof document !== 'undefined' && document.getElementById(section.targetId) !== null
  const pendingSection = useRef<string | null>(null)

  const goToSection = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    pendingSection.current = section.targetId
    onClose()
  }
  const afterClose = () => {
    const id = pendingSection.current
    pendingSection.current = null
    if (id) showSection(id)
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={afterClose}
      title={t('common:demo.title', { product })}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common:demo.close') }}
      data-testid="demo-dialog"
    >
      <DemoScreen videoUrl={videoUrl} title={t('common:demo.videoTitle', { product })} />
      {/* Without a video, sign-up is the tour's last step. */}
      {videoUrl && <SignUpButton size="md" fullWidth className={classes.signUp} />}
      <p className={classes.waysTitle} id="demo-ways-title">
        {t('common:demo.seeNow')}
      </p>
      <ul className={classes.ways} aria-labelledby="demo-ways-title" data-testid="demo-ways">
        {hasSection && (
          <li>
            <a href={`#${section.targetId}`} className={classes.way} onClick={goToSection}>
              <Way icon="layers">{section.label}</Way>
            </a>
          </li>
        )}
        <li>
          <a href={localeHref('/{-$locale}/cleaning-bid-calculator', locale)} className={classes.way} onClick={onClose}>
            <Way icon="calculator">{t('common:demo.tryCalculator')}</Way>
          </a>
        </li>
      </ul>
    </Modal>
  )
}
