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
  'bid-calculator': {
    source: 'src/pages/bid-calculator/BidCalculator.tsx',
    load: () => import('../pages/bid-calculator/BidCalculator').then((m) => m.BidCalculator),
  },
  'ebook-form': {
    source: 'src/pages/ebook/EbookForm.tsx',
    load: () => import('../pages/ebook/EbookForm').then((m) => m.EbookForm),
  },
  'demo-dialog': {
    source: 'src/components/demo/DemoIsland.tsx',
    load: () => import('../components/demo/DemoIsland').then((m) => m.DemoControls),
  },
  'home-hero-mock': {
    source: 'src/pages/home/HeroMock.tsx',
    load: () => import('../pages/home/HeroMock').then((m) => m.HeroMock),
  },
  'home-glow': {
    source: 'src/pages/home/HomeGlow.tsx',
    load: () => import('../pages/home/HomeGlow').then((m) => m.HomeGlow),
  },
  'product-strip': {
    source: 'src/pages/home/ProductFilter.tsx',
    load: () => import('../pages/home/ProductFilter').then((m) => m.ProductFilter),
  },
  'why-ai-video': {
    source: 'src/pages/why-ai/VideoPlayer.tsx',
    load: () => import('../pages/why-ai/VideoPlayer').then((m) => m.VideoPlayer),
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
  'header-scroll': {
    source: 'src/components/layout/HeaderScroll.tsx',
    load: () => import('../components/layout/HeaderScroll').then((m) => m.HeaderScroll),
  },
  'help-search': {
    source: 'src/pages/help-center/HelpSearch.tsx',
    load: () => import('../pages/help-center/HelpSearch').then((m) => m.HelpSearch),
  },
  'help-tabs': {
    source: 'src/pages/help-center/HelpTabs.tsx',
    load: () => import('../pages/help-center/HelpTabs').then((m) => m.HelpTabs),
  },
} satisfies Record<string, Entry>

export type IslandName = keyof typeof ISLANDS
