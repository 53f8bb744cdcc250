import type { ComponentType } from 'react'
import { toolNamespace, type ToolCustomSectionProps, type ToolPageContent } from '../../content/tools/types'
import type { Locale } from '../../i18n/locales'
import { loadPage } from '../../i18n/page-route'
import { ToolPage } from './ToolPage'
import { DEMO_TOUR_NS } from '../demo/tour-namespace'
import { toolDrawings } from './tool-drawings'

type Ready = (locale: Locale) => Promise<void>
type Sections = Readonly<Record<string, ComponentType<ToolCustomSectionProps>>>

/**
 * A tool page's route loader: the page's catalog, and its deferred sections ready before the page renders
 * in the pre-render and on client-side navigations (the hero mock-up, see heroMock, the feature shots, and
 * any of the page's own in `ready`). Tool routes keep their loader in the component's chunk
 * (`codeSplitGroupings`), so what it readies stays out of the route tree every page loads.
 */
export function toolPageLoader(content: ToolPageContent, ...ready: Ready[]) {
  const { mock, shots } = toolDrawings(content.id)
  const all = [mock.ready, shots.ready, ...ready]
  return loadPage(toolNamespace(content.id), [DEMO_TOUR_NS], async (locale) => {
    await Promise.all(all.map((r) => r(locale)))
  })
}

/** A tool page's route component: ToolPage with the tool's content, deferred drawings and custom sections (by section id). */
export function toolPageComponent(content: ToolPageContent, sections?: Sections) {
  const { mock, shots } = toolDrawings(content.id)
  return function ToolRoutePage() {
    return <ToolPage Mock={mock.DeferredSection} Shots={shots.DeferredSection} content={content} sections={sections} />
  }
}
