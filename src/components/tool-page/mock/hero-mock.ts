import type { ComponentType } from 'react'
import type { ToolId } from '../../../content/tools'
import { deferredSection } from '../../deferred-section'
import type { ToolMockProps } from './HeroMockup'

/** The id of a tool hero's mock-up window: one per tool, so a page never takes another tool's window for its own (see deferredSection's `ready`). */
export const heroMockId = (tool: ToolId) => `hero-mock-${tool}`

/**
 * A tool hero's mock-up, out of the page's first load (issue 28: a mock-up is HTML and CSS, not JavaScript
 * the first paint waits for). The pre-rendered window shows at once, the same with JavaScript off; its code
 * (the drawing, its sample data and what it computes with, such as the pricing engine or the map's
 * geometry) is fetched right after the page hydrates, the hero being on screen, and then the window
 * hydrates, its rotating prompt included. `file` is the drawing's module in this folder (the pre-render
 * links its CSS from the page). One small module per tool (./hero/<tool>.ts) holds the result, so a page's
 * first load carries only its own tool's loader.
 */
export function heroMock(tool: ToolId, file: string, load: () => Promise<ComponentType<ToolMockProps>>) {
  return deferredSection(heroMockId(tool), `src/components/tool-page/mock/${file}.tsx`, load)
}
