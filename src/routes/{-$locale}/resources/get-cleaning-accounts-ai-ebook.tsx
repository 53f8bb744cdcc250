import { createFileRoute, redirect } from '@tanstack/react-router'
import { ownPathname, parseLocaleParam } from '../../../i18n/locales'
import { loadPage, pageHeadFor } from '../../../i18n/page-route'
import { EBOOK_PATH, type AppPath } from '../../../i18n/paths'
import { EbookPage } from '../../../pages/ebook/EbookPage'
import { loadEbookSample } from '../../../pages/ebook/sample'

export const Route = createFileRoute('/{-$locale}/resources/get-cleaning-accounts-ai-ebook')({
  // In a locale where the page has an address of its own (`own` in src/i18n/locales.ts), it lives there.
  beforeLoad: ({ params }) => {
    const locale = parseLocaleParam(params.locale)
    const own = locale ? ownPathname(EBOOK_PATH, locale) : null
    if (own) throw redirect({ to: own as AppPath, replace: true })
  },
  // Its one interactive part is an island: the form (its validation, fetch, error summary, download card, toast).
  staticData: { clientScript: 'islands' },
  // The loader shares the component's chunk: the sample page's loader stays out of the route tree.
  codeSplitGroupings: [['loader', 'component']],
  loader: loadPage('ebook', [], loadEbookSample),
  head: pageHeadFor('ebook'),
  component: EbookPage,
})
