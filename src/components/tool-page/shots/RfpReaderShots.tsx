import { useTranslation } from 'react-i18next'
import { RFP_BUILDINGS, scopeSqft } from '../../../content/tools/rfp-reader-mock'
import { MatrixRows, RfpDeadlines } from '../mock/RfpReaderMock'
import { MockShot } from '../mock/MockParts'
import classes from '../mock/mock.module.css'
import type { FeatureShotProps } from './feature-shots'
import { formats } from '../../../lib/format'
import { useLocale } from '../../../i18n/useLocale'

const SHOWN_BUILDINGS = RFP_BUILDINGS.slice(0, 3)

/** RFP LC-2026-031 of the hero, feature by feature: its deadlines, compliance rows, the scope's buildings. */
export function RfpReaderShots({ feature }: FeatureShotProps) {
  const { t } = useTranslation()
  const f = formats(useLocale())
  if (feature === 'key-facts') {
    return (
      <MockShot title={t('tools.rfp-reader:mock.title')}>
        <RfpDeadlines f={f} />
      </MockShot>
    )
  }
  if (feature === 'compliance') {
    return (
      <MockShot title={t('tools.rfp-reader:mock.matrixTitle')}>
        <table className={classes.table}>
          <MatrixRows count={3} />
        </table>
      </MockShot>
    )
  }
  if (feature === 'scope') {
    return (
      <MockShot title={t('tools.rfp-reader:featureShots.scope.title', { count: RFP_BUILDINGS.length })}>
        <table className={classes.table}>
          <tbody>
            {SHOWN_BUILDINGS.map((building) => (
              <tr key={building.id}>
                <th scope="row">
                  {t(building.labelKey)}{' '}
                  <span className={classes.note}>{t('tools.rfp-reader:featureShots.scope.nights', { nights: building.nights })}</span>
                </th>
                <td className={classes.num}>{f.integer(building.sqft)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('tools.rfp-reader:featureShots.scope.total', { count: RFP_BUILDINGS.length })}</th>
              <td className={classes.num}>{t('tools.rfp-reader:featureShots.scope.sqft', { sqft: f.integer(scopeSqft()) })}</td>
            </tr>
          </tfoot>
        </table>
      </MockShot>
    )
  }
  return null
}
