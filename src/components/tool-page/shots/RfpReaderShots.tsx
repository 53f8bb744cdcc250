import { useTranslation } from 'react-i18next'
import {
  COMPLIANCE_STATUS as STATUS,
  RFP_BUILDINGS,
  RFP_DEADLINES,
  RFP_MATRIX_ROWS,
  scopeSqft,
} from '../../../content/tools/rfp-reader-mock'
import { MockShot, TonePill } from '../mock/MockParts'
import classes from '../mock/mock.module.css'
import type { FeatureShotProps } from './feature-shots'
import { formats } from '../../../lib/format'
import { useLocale } from '../../../i18n/useLocale'

const SHOWN_BUILDINGS = RFP_BUILDINGS.slice(0, 3)

/** RFP LC-2026-031 of the hero, feature by feature: its deadlines, compliance rows, the scope's buildings. */
export function RfpReaderShots({ feature }: FeatureShotProps) {
  const { t } = useTranslation()
  const f = formats(useLocale())
  const page = (n: number) => t('tools.rfp-reader:mock.page', { page: n })
  if (feature === 'key-facts') {
    return (
      <MockShot title={t('tools.rfp-reader:mock.title')}>
        <dl className={classes.stats}>
          {RFP_DEADLINES.map((deadline) => (
            <div key={deadline.id}>
              <dt>{t(deadline.labelKey)}</dt>
              <dd>
                {f.date(deadline.date)}
                <small>{page(deadline.page)}</small>
              </dd>
            </div>
          ))}
        </dl>
      </MockShot>
    )
  }
  if (feature === 'compliance') {
    return (
      <MockShot title={t('tools.rfp-reader:mock.matrixTitle')}>
        <table className={classes.table}>
          <tbody>
            {RFP_MATRIX_ROWS.slice(0, 3).map((row) => (
              <tr key={row.id}>
                <th scope="row">{t(row.labelKey)}</th>
                <td className={classes.num}>{page(row.page)}</td>
                <td>
                  <TonePill tone={STATUS[row.status].tone}>{t(STATUS[row.status].key)}</TonePill>
                </td>
              </tr>
            ))}
          </tbody>
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
