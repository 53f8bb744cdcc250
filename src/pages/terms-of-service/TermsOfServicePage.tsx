import { TERMS_OF_SERVICE } from '../../content/legal'
import { LegalPage } from '../legal/LegalPage'

export function TermsOfServicePage() {
  return <LegalPage document={TERMS_OF_SERVICE} />
}
