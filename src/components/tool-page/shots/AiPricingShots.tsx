import { PRICING_EXAMPLE, priceExample, type PricingAreaId, type PricingInputs } from '../../../content/pricing-example'
import { CostMarginPrice } from '../mock/AiPricingMock'
import { MockRows, MockStats } from '../mock/MockParts'
import classes from '../mock/mock.module.css'
import { defineShots } from './define-shots'

const RESULT = priceExample()
/** The scenario-compare example: the same building at three nights a week. */
const THREE_NIGHTS = priceExample({ ...PRICING_EXAMPLE, visitsPerWeek: 3 } as unknown as PricingInputs)
const AREAS: Record<PricingAreaId, string> = {
  offices: 'tools.ai-pricing:featureShots.time.areas.offices',
  restrooms: 'tools.ai-pricing:featureShots.time.areas.restrooms',
  common: 'tools.ai-pricing:featureShots.time.areas.common',
}

/** The worked example of the hero, feature by feature: hours per area, cost and margin, five nights against three. */
export const AiPricingShots = defineShots({
  'time-to-clean': ({ t, f }) => ({
    title: t('tools.ai-pricing:featureShots.time.title', { hours: f.fixed(RESULT.hoursPerVisit, 2) }),
    body: (
      <table className={classes.table}>
        <MockRows
          rows={PRICING_EXAMPLE.areas.map(({ id }) => ({
            id,
            label: t(AREAS[id]),
            value: t('tools.ai-pricing:mock.laborBasis', { hours: f.fixed(RESULT.areaHours[id], 2) }),
          }))}
        />
      </table>
    ),
  }),
  'cost-margin': ({ t, f }) => ({
    title: t('tools.ai-pricing:mock.costsTitle'),
    body: (
      <table className={classes.table}>
        <CostMarginPrice f={f} />
      </table>
    ),
  }),
  scenarios: ({ t, f }) => ({
    title: t('tools.ai-pricing:featureShots.scenarios.title'),
    body: (
      <MockStats
        stats={[
          { nights: PRICING_EXAMPLE.visitsPerWeek, result: RESULT },
          { nights: 3, result: THREE_NIGHTS },
        ].map(({ nights, result }) => ({
          id: String(nights),
          label: t('tools.ai-pricing:featureShots.scenarios.nights', { nights }),
          value: f.usd(result.monthlyPrice, 2),
        }))}
      />
    ),
  }),
})
