import { i18n, loadNamespaces } from '../../i18n/i18n'
import { DEFAULT_LOCALE, isLocale } from '../../i18n/locales'
import { DEMO_TOUR_NS } from './tour-namespace'

/** The demo dialog's code and the tour's strings in the page's language (see LazyDemoDialog). */
export async function loadDemoDialog() {
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
  const [m] = await Promise.all([import('./DemoDialog'), loadNamespaces(locale, [DEMO_TOUR_NS])])
  return m.DemoDialog
}
