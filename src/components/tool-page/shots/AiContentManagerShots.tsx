import { useTranslation } from 'react-i18next'
import {
  CONTENT_PLATFORM_LABEL,
  CONTENT_TONE_LABEL,
  CONTENT_TYPE_LABEL,
  countWords,
  PREVIEW_POST,
  RECENT_CONTENT,
} from '../../../content/tools/ai-content-manager-samples'
import { PostPreview } from '../mock/AiContentManagerMock'
import { MockShot, TonePill } from '../mock/MockParts'
import own from '../mock/content.module.css'
import classes from '../mock/mock.module.css'
import type { FeatureShotProps } from './feature-shots'

const BLOG = RECENT_CONTENT.find((item) => item.id === 'green-cleaning')!
import { formats, type Formats } from '../../../lib/format'
import { useLocale } from '../../../i18n/useLocale'

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

/**
 * The library and the post preview of the page, feature by feature: a blog post, the LinkedIn post, a success story;
 * on phones only the blog post's title.
 */
export function AiContentManagerShots({ feature }: FeatureShotProps) {
  const { t } = useTranslation()
  const f = formats(useLocale())
  if (feature === 'blog-writer') {
    // Phones: the post's title only (the page has no room there for the larger shots, 8,000 px at 390).
    return (
      <>
        <MockShot title={t('tools.ai-content-manager:preview.types.blogPost')} phone="hide">
          <LibraryItem id="green-cleaning" f={f} />
        </MockShot>
        <MockShot title={t('tools.ai-content-manager:preview.types.blogPost')} phone="only">
          <p>
            <strong>{t(BLOG.titleKey)}</strong>
          </p>
        </MockShot>
      </>
    )
  }
  if (feature === 'social-posts') {
    const text = t(PREVIEW_POST.textKey)
    return (
      <MockShot title={t(PREVIEW_POST.titleKey)} phone="hide">
        <div className={classes.panel}>
          <PostPreview f={f} />
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
      <MockShot title={t('tools.ai-content-manager:preview.types.successStory')} phone="hide">
        <LibraryItem id="riverside-dental" f={f} />
      </MockShot>
    )
  }
  return null
}
