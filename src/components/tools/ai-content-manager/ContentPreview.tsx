import { Button } from '../../ui'
import { useTranslation } from 'react-i18next'
import {
  ANALYTICS,
  CONTENT_PLATFORM_LABEL,
  CONTENT_TONE_LABEL,
  CONTENT_TYPE_LABEL,
  PREVIEW_POST,
  RECENT_CONTENT,
  countWords,
  type AnalyticsTile,
  type RecentContentItem,
} from '../../../content/tools/ai-content-manager-samples'
import type { ToolCustomSectionProps } from '../../../content/tools/types'
import { formats, type Formats } from '../../../lib/format'
import { useLocale } from '../../../i18n/useLocale'
import { AppIcon, type IconId } from '../../icons/AppIcon'
import { PageSection, Pill, SectionTitle } from '../../page'
import { ScrollHint, scrollRow, useScrollRegion } from '../../scroll-row/ScrollRow'
import { showAllLink, showAllList } from '../../page/showAll'
import { statFigure } from '../../page/statFigure'
import classes from './ContentPreview.module.css'
import { Paragraphs } from './Paragraphs'
import { RECENT_VIEW, RecentContentDialogsIsland } from './RecentContentDialogs'

const POST_TEXT_ID = 'content-preview-text'

const TILE_ICON: Record<AnalyticsTile['id'], IconId> = { total: 'layers', blog: 'pen', social: 'megaphone', month: 'clock' }

/** The generated LinkedIn post: author, its settings and word count, and the text (clamped on phones). */
function PreviewPost() {
  const { t } = useTranslation()
  const postText = t(PREVIEW_POST.textKey)
  const words = countWords(postText)
  // Phones show the post's first lines and "Read the whole post", as LinkedIn does (CSS only below sm; the whole
  // text stays in the HTML). The link's #fragment opens it (:target), with or without JavaScript.

  return (
    <article className={classes.post} aria-labelledby="content-preview-post" data-testid="preview-post">
      <div className={classes.postHeader}>
        <span className={classes.avatar} aria-hidden="true">
          CW
        </span>
        <div>
          <h3 id="content-preview-post" className={classes.cardTitle}>
            {t(PREVIEW_POST.titleKey)}
          </h3>
          <p className={classes.postAuthor}>{t('tools.ai-content-manager:preview.post.author')}</p>
        </div>
      </div>
      <dl className={classes.meta}>
        <div>
          <dt>{t('tools.ai-content-manager:preview.meta.platform')}</dt>
          <dd>{t(CONTENT_PLATFORM_LABEL[PREVIEW_POST.platform])}</dd>
        </div>
        <div>
          <dt>{t('tools.ai-content-manager:preview.meta.tone')}</dt>
          <dd>{t(CONTENT_TONE_LABEL[PREVIEW_POST.tone])}</dd>
        </div>
        <div>
          <dt>{t('tools.ai-content-manager:preview.meta.language')}</dt>
          <dd>{t('tools.ai-content-manager:preview.meta.languageValue')}</dd>
        </div>
        <div>
          <dt>{t('tools.ai-content-manager:preview.meta.words')}</dt>
          <dd data-testid="preview-word-count">
            {t('tools.ai-content-manager:preview.meta.wordCount', { words, limit: PREVIEW_POST.wordLimit })}
          </dd>
        </div>
      </dl>
      <div className={`${classes.postText} ${classes.postClamp}`} id={POST_TEXT_ID} tabIndex={-1} data-testid="preview-post-text">
        <Paragraphs text={postText} />
      </div>
      <a href={`#${POST_TEXT_ID}`} className={classes.readMore} data-testid="preview-post-more">
        {t('tools.ai-content-manager:preview.post.readMore')}
        <AppIcon id="chevronDown" size={16} />
      </a>
    </article>
  )
}

/** The analytics overview: one tile per count and the blog/social mix as a bar and in words. */
function AnalyticsOverview({ format }: { format: Formats }) {
  const { t } = useTranslation()
  const tile = (id: AnalyticsTile['id']) => ANALYTICS.find((item) => item.id === id)?.value ?? 0
  const blogShare = tile('blog') / tile('total')
  return (
    <div className={classes.analytics}>
      <h3 className={classes.cardTitle}>{t('tools.ai-content-manager:preview.analytics.title')}</h3>
      <dl className={classes.tiles}>
        {ANALYTICS.map((tile) => (
          <div key={tile.id} className={classes.tile} data-testid="analytics-tile" data-tile={tile.id}>
            <dt>
              <AppIcon id={TILE_ICON[tile.id]} size={18} />
              {t(tile.labelKey)}
            </dt>
            <dd className={statFigure}>{format.integer(tile.value)}</dd>
          </div>
        ))}
      </dl>
      <div className={classes.mix} data-testid="content-mix">
        <p className={classes.mixTitle}>{t('tools.ai-content-manager:preview.analytics.mix')}</p>
        <div className={classes.mixBar} aria-hidden="true">
          <span style={{ width: `${blogShare * 100}%` }} />
          <span style={{ width: `${(1 - blogShare) * 100}%` }} />
        </div>
        <ul className={classes.mixLegend}>
          <li>{t('tools.ai-content-manager:preview.analytics.mixBlog', { share: format.percent(blogShare) })}</li>
          <li>{t('tools.ai-content-manager:preview.analytics.mixSocial', { share: format.percent(1 - blogShare) })}</li>
        </ul>
      </div>
      <p className={classes.note}>{t('tools.ai-content-manager:preview.analytics.note')}</p>
    </div>
  )
}

/** Rows of the Recent Content table a phone shows before its "Show all" link. */
const PHONE_ROWS = 2
const rowId = (item: RecentContentItem) => `recent-${item.id}`

/**
 * The Recent Content library: a table with a View button per item. On phones each row is a block (the title, then
 * type, platform and date on one line; explicit roles keep the table's semantics whatever the display), the first
 * PHONE_ROWS rows and "Show all N items" (showAllList; every row stays in the HTML): the link's #fragment targets the
 * first hidden row and :target shows the rest, with or without JavaScript.
 */
function RecentContentTable({ formatDate }: { formatDate: Formats['date'] }) {
  const { t } = useTranslation()
  const firstHidden = RECENT_CONTENT[PHONE_ROWS] ? rowId(RECENT_CONTENT[PHONE_ROWS]) : null
  return (
    <>
      <div className={classes.tableScroll} data-testid="recent-content">
        <table className={classes.table}>
          <caption>{t('tools.ai-content-manager:preview.recent.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('tools.ai-content-manager:preview.recent.columns.title')}</th>
              <th scope="col">{t('tools.ai-content-manager:preview.recent.columns.type')}</th>
              <th scope="col">{t('tools.ai-content-manager:preview.recent.columns.platform')}</th>
              <th scope="col">{t('tools.ai-content-manager:preview.recent.columns.created')}</th>
              <th scope="col">
                <span className="sr-only">{t('tools.ai-content-manager:preview.recent.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className={showAllList} data-preview={PHONE_ROWS}>
            {RECENT_CONTENT.map((item) => (
              <tr key={item.id} id={rowId(item)} tabIndex={-1} role="row">
                <th scope="row" role="rowheader">
                  {t(item.titleKey)}
                </th>
                <td role="cell">{t(CONTENT_TYPE_LABEL[item.type])}</td>
                <td role="cell">{t(CONTENT_PLATFORM_LABEL[item.platform])}</td>
                <td role="cell">
                  <time dateTime={item.created}>{formatDate(item.created)}</time>
                </td>
                <td role="cell">
                  <Button
                    size="sm"
                    variant="light"
                    {...{ [RECENT_VIEW]: item.id }}
                    aria-label={t('tools.ai-content-manager:preview.recent.viewItem', { title: t(item.titleKey) })}
                    data-testid="recent-view"
                  >
                    {t('tools.ai-content-manager:preview.recent.view')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {firstHidden && (
        <a href={`#${firstHidden}`} className={showAllLink} data-testid="recent-show-all">
          {t('tools.ai-content-manager:preview.recent.showAll', { count: RECENT_CONTENT.length })}
          <AppIcon id="chevronDown" size={18} />
        </a>
      )}
    </>
  )
}

/**
 * "Preview and analytics": one generated LinkedIn post, the analytics overview and the Recent
 * Content library with a View dialog per item. All sample data, labelled as such; numbers and dates
 * are formatted per locale (dates in UTC, so the pre-rendered HTML and the browser agree).
 */
export function ContentPreview({ headingId }: ToolCustomSectionProps) {
  const { t } = useTranslation()
  const scrollRegion = useScrollRegion()
  const locale = useLocale()
  const format = formats(locale)
  const formatDate = format.date

  return (
    <PageSection space="compact" titleId={headingId} data-testid="content-preview">
      <div className={classes.header}>
        <SectionTitle id={headingId}>{t('tools.ai-content-manager:preview.title')}</SectionTitle>
        <Pill tone="sample" className={classes.sampleLabel} data-testid="sample-data-label">
          <AppIcon id="database" size={16} />
          {t('tools.ai-content-manager:preview.sampleLabel')}
        </Pill>
      </div>
      <p className={classes.lead}>{t('tools.ai-content-manager:preview.lead')}</p>

      {/* Phones: the post and the analytics are one scroll row (a focusable region: the analytics hold no link). */}
      <ScrollHint />
      <div className={`${classes.grid} ${scrollRow.row}`} {...scrollRegion(t('tools.ai-content-manager:preview.title'))}>
        <PreviewPost />
        <AnalyticsOverview format={format} />
      </div>

      <RecentContentTable formatDate={formatDate} />

      <RecentContentDialogsIsland />
    </PageSection>
  )
}
