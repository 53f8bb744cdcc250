import type { ComponentType } from 'react'
import type { ToolId } from '../../content/tools'
import type { ToolMockProps } from './mock/HeroMockup'
import { heroMock } from './mock/hero-mock'
import { featureShots, type FeatureShotProps } from './shots/feature-shots'

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

/**
 * A tool's hero mock-up and feature shots (heroMock, featureShots): made once, shared by its loader and its component,
 * and by another page that shows a tool's shots (home's goal band: its loader readies them, so they stay the tool's chunk).
 */
const deferred = new Map<ToolId, { mock: ReturnType<typeof heroMock>; shots: ReturnType<typeof featureShots> }>()
export function toolDrawings(tool: ToolId) {
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
