import { useTranslation } from 'react-i18next'
import { CALENDAR, calendarWeeks, PREVIEW_DAY } from '../../../content/tools/ai-content-manager-mock'
import { CONTENT_PLATFORM_LABEL, CONTENT_TONE_LABEL, countWords, PREVIEW_POST } from '../../../content/tools/ai-content-manager-samples'
import { HeroMockup, type ToolMockProps } from './HeroMockup'
import { MockHead } from './MockParts'
import own from './content.module.css'
import classes from './mock.module.css'

const WEEKS = calendarWeeks()
const PLATFORMS = ['linkedin', 'instagram', 'facebook', 'blog'] as const

/** The sample post's author, its scheduled day and its start (the hero's and the social-posts shot's). */
export function PostPreview({ f }: Pick<ToolMockProps, 'f'>) {
  const { t } = useTranslation()
  return (
    <>
      <p>
        <strong>{t('tools.ai-content-manager:preview.post.author')}</strong>
        <small>{t('tools.ai-content-manager:mock.scheduled', { date: f.date(PREVIEW_DAY) })}</small>
      </p>
      <p className={own.clamp}>{t(PREVIEW_POST.textKey)}</p>
    </>
  )
}

/** The generated LinkedIn post as it will look, and the month's content calendar with the day it goes out. */
export function AiContentManagerMock({ frame, f }: ToolMockProps) {
  const { t } = useTranslation()
  const text = t(PREVIEW_POST.textKey)
  return (
    <HeroMockup frame={frame} description={t('tools.ai-content-manager:mock.description')}>
      <MockHead
        title={t(PREVIEW_POST.titleKey)}
        meta={t('tools.ai-content-manager:mock.meta', {
          platform: t(CONTENT_PLATFORM_LABEL[PREVIEW_POST.platform]),
          tone: t(CONTENT_TONE_LABEL[PREVIEW_POST.tone]),
          words: countWords(text),
          limit: PREVIEW_POST.wordLimit,
        })}
      />
      <div className={classes.split}>
        <div className={classes.panel}>
          <PostPreview f={f} />
        </div>
        <div className={classes.panel}>
          <p className={classes.label}>{t('tools.ai-content-manager:mock.calendar', { month: f.month(CALENDAR.start) })}</p>
          <div className={own.calendar}>
            {WEEKS[0]!.map((day) => (
              <b key={day.iso}>{f.weekday(day.iso)}</b>
            ))}
            {WEEKS.flat().map((day) => (
              <span key={day.iso} data-on={day.platforms.length > 0 || undefined} data-today={day.iso === PREVIEW_DAY || undefined}>
                {day.day}
                {day.platforms.map((platform) => (
                  <i key={platform} data-platform={platform} />
                ))}
              </span>
            ))}
          </div>
          <ul className={own.legend}>
            {PLATFORMS.map((platform) => (
              <li key={platform}>
                <i data-platform={platform} />
                {t(CONTENT_PLATFORM_LABEL[platform])}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </HeroMockup>
  )
}
