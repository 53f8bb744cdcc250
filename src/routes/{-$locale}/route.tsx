import { createFileRoute, Outlet } from '@tanstack/react-router'
import { parseLocaleParam } from '../../i18n/locales'

/** The optional locale segment: no prefix is English, 'es' is Spanish, anything else is not a locale. */
export const Route = createFileRoute('/{-$locale}')({
  params: {
    parse: ({ locale }) => (parseLocaleParam(locale) === null ? false : { locale }),
  },
  component: Outlet,
})
