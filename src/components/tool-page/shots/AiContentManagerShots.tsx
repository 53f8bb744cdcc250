import { useTranslation } from 'react-i18next'
import {
  CONTENT_PLATFORM_LABEL,
  CONTENT_TONE_LABEL,
  CONTENT_TYPE_LABEL,
  countWords,
  PREVIEW_POST,
  RECENT_CONTENT,
} from '../../../content/tools/ai-content-manager-samples'
import { PREVIEW_DAY } from '../../../content/tools/ai-content-manager-mock'
import type { Formats } from '../../../lib/format'
import { MockShot, TonePill } from '../mock/MockParts'
import own from '../mock/content.module.css'
import classes from '../mock/mock.module.css'
import type { FeatureShotProps } from './feature-shots'

/** One item of the Recent Content library: its type and platform, title, first words and date. */
function LibraryItem({ id, f }: { id: string; f: Formats }) {
  const { t } = useTranslation()
  const item = RECENT_CONTENT.find((candidate) => candidate.id === id)!
  return (
    <div className={classes.panel}>
      <p className={classes.row}>
        <TonePill>{t(CONTENT_TYPE_LABEL[item.type])}</TonePill>
        <TonePill tone="plain">{t(CONTENT_PLATFORM_LABEL[item.platform])}</TonePill>
      </p>
      <p>
        <strong className={classes.title}>{t(item.titleKey)}</strong>
        <small>{f.date(item.created)}</small>
      </p>
      <p className={`${classes.note} ${own.clamp}`}>{t(item.bodyKey)}</p>
    </div>
  )
}

/** The library and the post preview of the page, feature by feature: a blog post, the LinkedIn post, a success story. */
export function AiContentManagerShots({ feature, f }: FeatureShotProps) {
  const { t } = useTranslation()
  if (feature === 'blog-writer') {
    return (
      <MockShot title={t('tools.ai-content-manager:preview.types.blogPost')}>
        <LibraryItem id="green-cleaning" f={f} />
      </MockShot>
    )
  }
  if (feature === 'social-posts') {
    const text = t(PREVIEW_POST.textKey)
    return (
      <MockShot title={t(PREVIEW_POST.titleKey)}>
        <div className={classes.panel}>
          <p>
            <strong>{t('tools.ai-content-manager:preview.post.author')}</strong>
            <small>{t('tools.ai-content-manager:mock.scheduled', { date: f.date(PREVIEW_DAY) })}</small>
          </p>
          <p className={own.clamp}>{text}</p>
          <small>
            {t('tools.ai-content-manager:mock.meta', {
              platform: t(CONTENT_PLATFORM_LABEL[PREVIEW_POST.platform]),
              tone: t(CONTENT_TONE_LABEL[PREVIEW_POST.tone]),
              words: countWords(text),
              limit: PREVIEW_POST.wordLimit,
            })}
          </small>
        </div>
      </MockShot>
    )
  }
  if (feature === 'success-stories') {
    return (
      <MockShot title={t('tools.ai-content-manager:preview.types.successStory')}>
        <LibraryItem id="riverside-dental" f={f} />
      </MockShot>
    )
  }
  return null
}
