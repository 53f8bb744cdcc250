import { PRIVACY_POLICY } from '../../content/legal'
import { LegalPage } from './LegalPage'

export function PrivacyPolicyPage() {
  return <LegalPage document={PRIVACY_POLICY} />
}
