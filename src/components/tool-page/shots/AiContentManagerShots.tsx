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
import { TonePill } from '../mock/MockParts'
import own from '../mock/content.module.css'
import classes from '../mock/mock.module.css'
import { defineShots } from './define-shots'

const BLOG = RECENT_CONTENT.find((item) => item.id === 'green-cleaning')!
import type { Formats } from '../../../lib/format'

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
export const AiContentManagerShots = defineShots({
  'blog-writer': ({ t, f }) => {
    // Phones: the post's title only (the page has no room there for the larger shots, 8,000 px at 390).
    return [
      { title: t('tools.ai-content-manager:preview.types.blogPost'), phone: 'hide', body: <LibraryItem id="green-cleaning" f={f} /> },
      {
        title: t('tools.ai-content-manager:preview.types.blogPost'),
        phone: 'only',
        body: (
          <p>
            <strong>{t(BLOG.titleKey)}</strong>
          </p>
        ),
      },
    ]
  },
  'social-posts': ({ t, f }) => {
    const text = t(PREVIEW_POST.textKey)
    return {
      title: t(PREVIEW_POST.titleKey),
      phone: 'hide',
      body: (
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
      ),
    }
  },
  'success-stories': ({ t, f }) => ({
    title: t('tools.ai-content-manager:preview.types.successStory'),
    phone: 'hide',
    body: <LibraryItem id="riverside-dental" f={f} />,
  }),
})
