/**
 * The site's static host and form inbox, as one import for scripts/serve.ts, scripts/lighthouse-lib.ts and the unit
 * tests. The code lives in scripts/server/ (server.ts opens it).
 */
export * from './server/context'
export * from './server/files'
export * from './server/inbox-form'
export * from './server/inbox-store'
export * from './server/rules'
export * from './server/server'
