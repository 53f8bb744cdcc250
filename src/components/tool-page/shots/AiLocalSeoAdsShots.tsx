import { useTranslation } from 'react-i18next'
import { auditScore, CITY_KEYWORDS, SEO_AUDIT } from '../../../content/tools/ai-local-seo-ads-mock'
import { AdPreview } from '../mock/AiLocalSeoAdsMock'
import { MockBar, MockShot } from '../mock/MockParts'
import classes from '../mock/mock.module.css'
import type { FeatureShotProps } from './feature-shots'
import { formats } from '../../../lib/format'
import { useLocale } from '../../../i18n/useLocale'

const AUDIT = auditScore()

/** The page's Houston samples, feature by feature: the audit score, the city's searches, the starter ad. */
export function AiLocalSeoAdsShots({ feature }: FeatureShotProps) {
  const { t } = useTranslation()
  const f = formats(useLocale())
  if (feature === 'seo-audit') {
    return (
      <MockShot title={t('tools.ai-local-seo-ads:featureShots.audit.title')}>
        <p className={classes.meter}>
          <strong className={classes.title}>{t('tools.ai-local-seo-ads:featureShots.audit.score', AUDIT)}</strong>
          <MockBar share={AUDIT.score / AUDIT.max} />
        </p>
        <table className={classes.table}>
          <tbody>
            {SEO_AUDIT.slice(0, 3).map((area) => (
              <tr key={area.id}>
                <th scope="row">{t(area.labelKey)}</th>
                <td className={classes.num}>{t('tools.ai-local-seo-ads:featureShots.audit.areaScore', area)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </MockShot>
    )
  }
  if (feature === 'city-keywords') {
    return (
      <MockShot title={t('tools.ai-local-seo-ads:featureShots.keywords.title')}>
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">{t('tools.ai-local-seo-ads:featureShots.keywords.keyword')}</th>
              <th scope="col" className={classes.num}>
                {t('tools.ai-local-seo-ads:featureShots.keywords.volume')}
              </th>
              <th scope="col" className={classes.num}>
                {t('tools.ai-local-seo-ads:featureShots.keywords.difficulty')}
              </th>
            </tr>
          </thead>
          <tbody>
            {CITY_KEYWORDS.map((row) => (
              <tr key={row.query}>
                <th scope="row" lang="en">
                  {row.query}
                </th>
                <td className={classes.num}>{f.integer(row.volume)}</td>
                <td className={classes.num}>{row.difficulty}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </MockShot>
    )
  }
  if (feature === 'starter-ads') {
    return (
      <MockShot title={t('tools.ai-local-seo-ads:mock.title')}>
        <AdPreview />
      </MockShot>
    )
  }
  return null
}
