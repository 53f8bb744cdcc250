import type { ComponentType } from 'react'
import type { ToolId } from '../../content/tools'
import { toolNamespace, type ToolCustomSectionProps, type ToolPageContent } from '../../content/tools/types'
import type { Locale } from '../../i18n/locales'
import { loadPage } from '../../i18n/page-route'
import { ToolPage } from './ToolPage'
import type { ToolMockProps } from './mock/HeroMockup'
import { DEMO_TOUR_NS } from '../demo/tour-namespace'
import { heroMock } from './mock/hero-mock'
import { featureShots, type FeatureShotProps } from './shots/feature-shots'

type Ready = (locale: Locale) => Promise<void>
type Sections = Readonly<Record<string, ComponentType<ToolCustomSectionProps>>>

/**
 * The tool pages' drawings, one module a tool by name (`mock/<Tool>Mock.tsx`, `shots/<Tool>Shots.tsx`, each
 * exporting a component of its file's name). Each stays a chunk of its own, fetched by its page only.
 */
const MOCKS = import.meta.glob<ComponentType<ToolMockProps>>('./mock/*Mock.tsx')
const SHOTS = import.meta.glob<ComponentType<FeatureShotProps>>('./shots/*Shots.tsx')

const pascalCase = (id: string) => id.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase())

/** A drawing's component, from its file (`load` its module, read the export of the file's name). */
function drawing<P>(modules: Record<string, () => Promise<unknown>>, folder: string, file: string) {
  const load = modules[`./${folder}/${file}.tsx`]
  if (!load) throw new Error(`No ${folder}/${file}.tsx for a tool page`)
  return () => load().then((m) => (m as Record<string, ComponentType<P>>)[file]!)
}

/** A tool's hero mock-up and feature shots (heroMock, featureShots): made once, shared by its loader and its component. */
const deferred = new Map<ToolId, { mock: ReturnType<typeof heroMock>; shots: ReturnType<typeof featureShots> }>()
function deferredSectionsOf(tool: ToolId) {
  let sections = deferred.get(tool)
  if (!sections) {
    const name = pascalCase(tool)
    sections = {
      mock: heroMock(tool, `${name}Mock`, drawing<ToolMockProps>(MOCKS, 'mock', `${name}Mock`)),
      shots: featureShots(tool, `${name}Shots`, drawing<FeatureShotProps>(SHOTS, 'shots', `${name}Shots`)),
    }
    deferred.set(tool, sections)
  }
  return sections
}

/**
 * A tool page's route loader: the page's catalog, and its deferred sections ready before the page renders
 * in the pre-render and on client-side navigations (the hero mock-up, see heroMock, the feature shots, and
 * any of the page's own in `ready`). Tool routes keep their loader in the component's chunk
 * (`codeSplitGroupings`), so what it readies stays out of the route tree every page loads.
 */
export function toolPageLoader(content: ToolPageContent, ...ready: Ready[]) {
  const { mock, shots } = deferredSectionsOf(content.id)
  const all = [mock.ready, shots.ready, ...ready]
  return loadPage(toolNamespace(content.id), [DEMO_TOUR_NS], async (locale) => {
    await Promise.all(all.map((r) => r(locale)))
  })
}

/** A tool page's route component: ToolPage with the tool's content, deferred drawings and custom sections (by section id). */
export function toolPageComponent(content: ToolPageContent, sections?: Sections) {
  const { mock, shots } = deferredSectionsOf(content.id)
  return function ToolRoutePage() {
    return <ToolPage Mock={mock.DeferredSection} Shots={shots.DeferredSection} content={content} sections={sections} />
  }
}
