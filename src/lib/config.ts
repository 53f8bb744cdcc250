/**
 * External links and service settings, from Vite env variables (documented in .env.example).
 * Nothing else in src/ hard-codes a host.
 */
const env: Record<string, string | boolean | undefined> = import.meta.env ?? {}

function trimSlash(url: string): string {
  return url.replace(/(?<!\/)\/+$/, '')
}

const formAccessKey = (env.VITE_FORM_ACCESS_KEY as string | undefined) ?? ''
/** The why-AI video's address until VITE_VIDEO_URL gives a real one (the launch check lists it). */
export const PLACEHOLDER_VIDEO_URL = 'https://www.youtube-nocookie.com/embed/cleansuite-demo'
const LOCAL_FORM_INBOX_PATH = '/api/form-inbox'

export const config = {
  siteUrl: trimSlash((env.VITE_SITE_URL as string | undefined) || 'https://www.cleansuite.ai'),
  appUrl: trimSlash((env.VITE_APP_URL as string | undefined) || 'https://app.cleansuite.ai'),
  get signupUrl() {
    return `${this.appUrl}/signup`
  },
  get loginUrl() {
    return `${this.appUrl}/login`
  },
  /** With no access key the form posts to the local inbox that `npm start` serves. */
  formEndpoint: formAccessKey
    ? (env.VITE_FORM_ENDPOINT as string | undefined) || 'https://api.web3forms.com/submit'
    : LOCAL_FORM_INBOX_PATH,
  formAccessKey: formAccessKey || 'local-inbox',
  usesLocalFormInbox: !formAccessKey,
  formTimeoutMs: 15_000,
  videoUrl: (env.VITE_VIDEO_URL as string | undefined) || PLACEHOLDER_VIDEO_URL,
  /** The Watch demo dialog plays this when set (an embeddable player address); empty: it says the video is coming soon. */
  demoVideoUrl: ((env.VITE_DEMO_VIDEO_URL as string | undefined) ?? '').trim(),
  partnerFormUrl: (env.VITE_PARTNER_FORM_URL as string | undefined) || 'https://forms.cleansuite.ai/partner',
  supportEmail: 'support@cleansuite.ai',
  careersEmail: 'careers@cleansuite.ai',
  social: {
    linkedin: 'https://www.linkedin.com/company/cleansuite-ai',
    facebook: 'https://www.facebook.com/cleansuite.ai',
    instagram: 'https://www.instagram.com/cleansuite.ai',
    youtube: 'https://www.youtube.com/@cleansuite-ai',
  },
} as const

/**
 * SAMPLE: the social profile addresses above (footer, the Organization's `sameAs`) are the names the company means to
 * use, none confirmed as a profile it runs. Set a profile to false once its page exists and is the company's (or
 * change its address first); the launch check (src/content/launch.ts) lists every profile still true here.
 */
export const SOCIAL_PROFILE_IS_SAMPLE: Readonly<Record<keyof typeof config.social, boolean>> = {
  linkedin: true,
  facebook: true,
  instagram: true,
  youtube: true,
}
