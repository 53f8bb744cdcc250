import { useTranslation } from 'react-i18next'
import classes from './EbookPage.module.css'

/** The ebook cover as HTML/CSS (no raster image with words baked in), sized so nothing shifts. */
export function EbookCover() {
  const { t } = useTranslation()
  return (
    <div className={classes.cover} aria-hidden="true">
      <span className={classes.coverKicker}>{t('ebook:cover.kicker')}</span>
      <span className={classes.coverTitle}>{t('ebook:cover.title')}</span>
      <span className={classes.coverBrand}>{t('common:brand.name')}</span>
    </div>
  )
}
