/**
 * The pseudo-locale's catalogs, by `<locale>/<namespace>` (scripts/build/vite/pseudo-locale.ts): empty
 * except in the pseudo build (`npm run build:pseudo`).
 */
declare module 'virtual:pseudo-catalogs' {
  const catalogs: Record<string, () => Promise<import('./i18n/catalogs').CompiledCatalog>>
  export default catalogs
}
