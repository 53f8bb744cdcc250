import { ESLint } from 'eslint'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** The layer rules of eslint.config.js (ARCHITECTURE.md): an import may only point down. */
const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

async function errors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).filter((m) => /no-restricted-imports/.test(m.ruleId ?? '')).map((m) => m.message)
}

// ESLint loads its config and the TypeScript parser on first use: seconds on a busy machine.
describe('layers', { timeout: 60_000 }, () => {
  it('stops content, i18n and lib from importing components, pages or routes', async () => {
    expect(
      await errors('src/content/example.ts', "import { LocaleLink } from '../components/LocaleLink'\nexport const x = LocaleLink\n"),
    ).toHaveLength(1)
    expect(
      await errors('src/lib/example.ts', "import { PricingPage } from '../pages/pricing/PricingPage'\nexport const x = PricingPage\n"),
    ).toHaveLength(1)
    expect(await errors('src/i18n/example.ts', "import { routeTree } from '../routeTree.gen'\nexport const x = routeTree\n")).toHaveLength(
      1,
    )
  })

  it('lets i18n name pages by the route tree types only', async () => {
    expect(
      await errors('src/i18n/example.ts', "import type { FileRoutesByTo } from '../routeTree.gen'\nexport type X = keyof FileRoutesByTo\n"),
    ).toEqual([])
  })

  it('stops components from importing pages, and pages from importing each other or routes', async () => {
    expect(
      await errors('src/components/Example.tsx', "import { FaqPage } from '../pages/faq/FaqPage'\nexport const x = FaqPage\n"),
    ).toHaveLength(1)
    expect(
      await errors('src/pages/faq/Example.tsx', "import { PricingPage } from '../pricing/PricingPage'\nexport const x = PricingPage\n"),
    ).toHaveLength(1)
    expect(await errors('src/pages/faq/Example.tsx', "import { Route } from '../../routes/__root'\nexport const x = Route\n")).toHaveLength(
      1,
    )
  })

  it('allows the downward imports the site is built from', async () => {
    expect(
      await errors(
        'src/pages/faq/Example.tsx',
        "import { Faq } from '../../components/Faq'\nimport { config } from '../../lib/config'\nimport classes from './FaqPage.module.css'\nexport const x = [Faq, config, classes]\n",
      ),
    ).toEqual([])
    expect(await errors('src/components/Example.tsx', "import { FAQ_ITEMS } from '../content/faq'\nexport const x = FAQ_ITEMS\n")).toEqual(
      [],
    )
  })
})
