import { auditScore, CITY_KEYWORDS, SEO_AUDIT } from '../../../content/tools/ai-local-seo-ads-mock'
import { TableHead } from '../../page/TableHead'
import { AdPreview } from '../mock/AiLocalSeoAdsMock'
import { MockBar, MockRows } from '../mock/MockParts'
import classes from '../mock/mock.module.css'
import { defineShots } from './define-shots'

const AUDIT = auditScore()

/** The page's Houston samples, feature by feature: the audit score, the city's searches, the starter ad. */
export const AiLocalSeoAdsShots = defineShots({
  'seo-audit': ({ t }) => ({
    title: t('tools.ai-local-seo-ads:featureShots.audit.title'),
    body: (
      <>
        <p className={classes.meter}>
          <strong className={classes.title}>{t('tools.ai-local-seo-ads:featureShots.audit.score', AUDIT)}</strong>
          <MockBar share={AUDIT.score / AUDIT.max} />
        </p>
        <table className={classes.table}>
          <MockRows
            rows={SEO_AUDIT.slice(0, 3).map((area) => ({
              id: area.id,
              label: t(area.labelKey),
              value: t('tools.ai-local-seo-ads:featureShots.audit.areaScore', area),
            }))}
          />
        </table>
      </>
    ),
  }),
  'city-keywords': ({ t, f }) => ({
    title: t('tools.ai-local-seo-ads:featureShots.keywords.title'),
    body: (
      <table className={classes.table}>
        <TableHead
          columns={[
            { id: 'keyword', label: t('tools.ai-local-seo-ads:featureShots.keywords.keyword') },
            { id: 'volume', label: t('tools.ai-local-seo-ads:featureShots.keywords.volume'), className: classes.num },
            { id: 'difficulty', label: t('tools.ai-local-seo-ads:featureShots.keywords.difficulty'), className: classes.num },
          ]}
        />
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
    ),
  }),
  'starter-ads': ({ t }) => ({ title: t('tools.ai-local-seo-ads:mock.title'), body: <AdPreview /> }),
})
