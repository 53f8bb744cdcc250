import { useTranslation } from 'react-i18next'
import { BrowserWindow } from '../../components/page/BrowserWindow'
import { MockBar, MockHead, TonePill } from '../../components/tool-page/mock/MockParts'
import mock from '../../components/tool-page/mock/mock.module.css'
import { PRICING_EXAMPLE, priceExample } from '../../content/pricing-example'
import { HERO_TEMPLATE } from '../../content/templates'
import { useLocale } from '../../i18n/useLocale'
import { formats } from '../../lib/format'
import classes from './TemplatesPage.module.css'

const RESULT = priceExample()

/**
 * The hero's product fragment: the office cleaning proposal template open in the product, its sections
 * filled from the site's worked pricing example (25,000 sq ft, 5 nights a week, $654.20 a visit).
 * Decorative: the hero's title and lead say what templates are.
 */
export function TemplatesHeroArt({ id }: { id: string }) {
  const { t } = useTranslation()
  const f = formats(useLocale())
  const values: Record<string, string> = {
    scope: t('templates:heroArt.values.scope', { sqft: f.integer(PRICING_EXAMPLE.buildingSqFt) }),
    frequency: t('templates:heroArt.values.frequency', {
      nights: PRICING_EXAMPLE.visitsPerWeek,
      visits: f.fixed(RESULT.visitsPerMonth, 2),
    }),
    'price-per-visit': f.usd(RESULT.pricePerVisit),
  }
  const filled = HERO_TEMPLATE.sections.filter((section) => section.filled).length
  return (
    <div id={id} className={classes.heroArt} aria-hidden="true" data-testid="product-art">
      <BrowserWindow title={t('templates:heroArt.window')} className={classes.artWindow} bodyClassName={mock.body}>
        <div className={mock.output}>
          <MockHead title={t('templates:heroArt.title')} meta={t('templates:guided.category')} />
          <div className={mock.meter}>
            {t('templates:heroArt.progress', { filled, total: HERO_TEMPLATE.sections.length })}
            <MockBar share={filled / HERO_TEMPLATE.sections.length} />
          </div>
          <ul className={mock.list}>
            {HERO_TEMPLATE.sections.map((section) => (
              <li key={section.id}>
                <span className={classes.artSection}>
                  {t(section.labelKey)}
                  <span className={mock.note}>{section.filled ? values[section.id] : t('templates:heroArt.empty')}</span>
                </span>
                <TonePill tone={section.filled ? 'ok' : 'plain'}>
                  {t(section.filled ? 'templates:heroArt.filled' : 'templates:heroArt.toFill')}
                </TonePill>
              </li>
            ))}
          </ul>
        </div>
      </BrowserWindow>
    </div>
  )
}
