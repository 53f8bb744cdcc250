import { defineConfig } from 'vitest/config'
import { chosenEngines } from './engines.ts'

/**
 * `npm run test:engines`: the site in Firefox and WebKit (./suite.ts), one test file per engine, both at once (two
 * workers). `ENGINES=firefox npm run test:engines` runs one engine alone. Needs a build in dist/.
 */
const engines = chosenEngines()

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: engines.map((engine) => `${engine}.test.ts`),
    environment: 'node',
    globalSetup: ['./server.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    retry: process.env.CI ? 1 : 0,
    // One line per engine (its file) in the output; a failure is still printed whole.
    slowTestThreshold: 120_000,
  },
})
