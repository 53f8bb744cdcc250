import { REVIEWED_CONTRACT } from '../../../content/tools/contract-analyzer-mock'
import { ContractFlags } from '../mock/ContractAnalyzerMock'
import { MockStats } from '../mock/MockParts'
import { defineShots } from './define-shots'

/** Clause risk review, the key terms, the notice and price clauses: the pre-sign review of the hero, feature by feature. */
export const ContractAnalyzerShots = defineShots({
  'risk-score': ({ t }) => ({ title: t('tools.contract-analyzer:mock.title'), body: <ContractFlags ids={['payment', 'indemnity']} /> }),
  clauses: ({ t, f }) => ({
    title: t('tools.contract-analyzer:featureShots.terms.title'),
    body: (
      <MockStats
        stats={[
          {
            id: 'monthly',
            label: t('tools.contract-analyzer:featureShots.terms.monthly'),
            value: f.usd(REVIEWED_CONTRACT.monthly, 0),
            main: true,
          },
          {
            id: 'term',
            label: t('tools.contract-analyzer:featureShots.terms.term'),
            value: t('tools.contract-analyzer:featureShots.terms.years', { count: REVIEWED_CONTRACT.years }),
          },
          {
            id: 'size',
            label: t('tools.contract-analyzer:featureShots.terms.size'),
            value: t('tools.contract-analyzer:featureShots.terms.sqft', { sqft: f.integer(REVIEWED_CONTRACT.sqft) }),
          },
        ]}
      />
    ),
  }),
  renewals: ({ t }) => ({
    title: t('tools.contract-analyzer:featureShots.renewals.title'),
    body: <ContractFlags ids={['termination', 'fixed-price']} />,
  }),
})
