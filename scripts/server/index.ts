/**
 * The site's static host and form inbox, as one import for scripts/serve.ts, scripts/checks/lighthouse-lib.ts and the unit
 * tests. The code lives in this folder (server.ts opens it).
 */
export * from './context'
export * from './files'
export * from './inbox-form'
export * from './inbox-store'
export * from './rules'
export * from './server'
