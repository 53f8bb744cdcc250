import { TERMS_OF_SERVICE } from '../../content/legal'
import { LegalPage } from './LegalPage'

export function TermsOfServicePage() {
  return <LegalPage document={TERMS_OF_SERVICE} />
}
