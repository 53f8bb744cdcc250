import { RouterProvider } from '@tanstack/react-router'
import { I18nextProvider } from 'react-i18next'
import { i18n } from './i18n/i18n'
import type { AppRouter } from './router'

/** Providers shared by the browser entry and the pre-render. */
export function App({ router }: { router: AppRouter }) {
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  )
}
