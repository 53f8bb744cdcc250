/**
 * Each language's playbook PDF as the build generated it (scripts/build/vite/ebook-pdf.ts): its path, page
 * count, size in bytes, and its numbers of chapters and templates.
 */
declare module 'virtual:ebook-editions' {
  const editions: Record<import('./i18n/locales').Locale, import('./content/ebook').EbookEditionInfo>
  export default editions
}

/** One real page of a language's playbook (the pricing chapter's first page) as HTML made at build time. */
declare module 'virtual:ebook-sample-*' {
  const html: string
  export default html
}

/** Each locale's loader of its sample page (the locale table's locales; one without a playbook has the English page). */
declare module 'virtual:ebook-samples' {
  const loaders: Record<import('./i18n/locales').Locale, () => Promise<{ default: string }>>
  export default loaders
}
