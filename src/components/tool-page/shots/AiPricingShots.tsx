import { useTranslation } from 'react-i18next'
import { PRICING_EXAMPLE, priceExample, type PricingAreaId, type PricingInputs } from '../../../content/pricing-example'
import { CostMarginPrice } from '../mock/AiPricingMock'
import { MockShot } from '../mock/MockParts'
import classes from '../mock/mock.module.css'
import type { FeatureShotProps } from './feature-shots'
import { formats } from '../../../lib/format'
import { useLocale } from '../../../i18n/useLocale'

const RESULT = priceExample()
/** The scenario-compare example: the same building at three nights a week. */
const THREE_NIGHTS = priceExample({ ...PRICING_EXAMPLE, visitsPerWeek: 3 } as unknown as PricingInputs)
const AREAS: Record<PricingAreaId, string> = {
  offices: 'tools.ai-pricing:featureShots.time.areas.offices',
  restrooms: 'tools.ai-pricing:featureShots.time.areas.restrooms',
  common: 'tools.ai-pricing:featureShots.time.areas.common',
}

/** The worked example of the hero, feature by feature: hours per area, cost and margin, five nights against three. */
export function AiPricingShots({ feature }: FeatureShotProps) {
  const { t } = useTranslation()
  const f = formats(useLocale())
  const usd = (n: number) => f.usd(n, 2)
  if (feature === 'time-to-clean') {
    return (
      <MockShot title={t('tools.ai-pricing:featureShots.time.title', { hours: f.fixed(RESULT.hoursPerVisit, 2) })}>
        <table className={classes.table}>
          <tbody>
            {PRICING_EXAMPLE.areas.map(({ id }) => (
              <tr key={id}>
                <th scope="row">{t(AREAS[id])}</th>
                <td className={classes.num}>{t('tools.ai-pricing:mock.laborBasis', { hours: f.fixed(RESULT.areaHours[id], 2) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </MockShot>
    )
  }
  if (feature === 'cost-margin') {
    return (
      <MockShot title={t('tools.ai-pricing:mock.costsTitle')}>
        <table className={classes.table}>
          <CostMarginPrice f={f} />
        </table>
      </MockShot>
    )
  }
  if (feature === 'scenarios') {
    return (
      <MockShot title={t('tools.ai-pricing:featureShots.scenarios.title')}>
        <dl className={classes.stats}>
          {[
            { nights: PRICING_EXAMPLE.visitsPerWeek, result: RESULT },
            { nights: 3, result: THREE_NIGHTS },
          ].map(({ nights, result }) => (
            <div key={nights}>
              <dt>{t('tools.ai-pricing:featureShots.scenarios.nights', { nights })}</dt>
              <dd>{usd(result.monthlyPrice)}</dd>
            </div>
          ))}
        </dl>
      </MockShot>
    )
  }
  return null
}
