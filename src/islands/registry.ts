import type { ComponentType } from 'react'

export type IslandWhen = 'idle' | 'visible' | 'interaction' | 'event'

type Entry = {
  /** The module, as Vite's manifest names it: the pre-render preloads the code of the first screen's islands. */
  source: string
  load: () => Promise<ComponentType<never>>
}

/**
 * Every island of the site, by name: where its code is. The server renders an island with `island(name, Component)`
 * (./island.tsx) from the same component; the browser loads it from here. One line per island.
 */
export const ISLANDS = {
  'hero-prompt': {
    source: 'src/components/tool-page/mock/HeroPrompt.tsx',
    load: () => import('../components/tool-page/mock/HeroPrompt').then((m) => m.HeroPrompt),
  },
  'tool-dialogs': {
    source: 'src/components/tool-page/ToolDialogs.tsx',
    load: () => import('../components/tool-page/ToolDialogs').then((m) => m.ToolDialogs),
  },
  'toast-region': {
    source: 'src/components/toast/ToastRegion.tsx',
    load: () => import('../components/toast/ToastRegion').then((m) => m.ToastRegion),
  },
  'leads-board': {
    source: 'src/components/tools/leads-contracts/LeadsBoard.tsx',
    load: () => import('../components/tools/leads-contracts/LeadsBoard').then((m) => m.LeadsBoard),
  },
  'recent-content-dialogs': {
    source: 'src/components/tools/ai-content-manager/RecentContentDialogs.tsx',
    load: () => import('../components/tools/ai-content-manager/RecentContentDialogs').then((m) => m.RecentContentDialogs),
  },
  'partner-directory': {
    source: 'src/pages/partners/PartnerDirectory.tsx',
    load: () => import('../pages/partners/PartnerDirectory').then((m) => m.PartnerDirectory),
  },
} satisfies Record<string, Entry>

export type IslandName = keyof typeof ISLANDS
