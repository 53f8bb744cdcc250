import type { ToolPageContent } from './types'
/**
 * AI Content Manager (typing rotation of four prompts; sections for content creation, preview
 * and analytics, intelligent features; steps Connect, Generate, Edit & Approve, Publish & Track; six
 * scenarios). The preview and analytics section is custom (src/components/tools/ai-content-manager/),
 * its sample data in ai-content-manager-samples.ts.
 */
export const AI_CONTENT_MANAGER: ToolPageContent = {
  id: 'ai-content-manager',
  promptIntervalMs: 3000,
  heroPanel: { style: 'typing' },
  prompts: [
    'tools.ai-content-manager:prompts.linkedin',
    'tools.ai-content-manager:prompts.review',
    'tools.ai-content-manager:prompts.flu',
    'tools.ai-content-manager:prompts.spanish',
  ],
  features: [
    {
      id: 'blog-writer',
      icon: 'pen',
      titleKey: 'tools.ai-content-manager:features.blogWriter.title',
      bodyKey: 'tools.ai-content-manager:features.blogWriter.body',
    },
    {
      id: 'social-posts',
      icon: 'megaphone',
      titleKey: 'tools.ai-content-manager:features.socialPosts.title',
      bodyKey: 'tools.ai-content-manager:features.socialPosts.body',
    },
    {
      id: 'success-stories',
      icon: 'quote',
      titleKey: 'tools.ai-content-manager:features.successStories.title',
      bodyKey: 'tools.ai-content-manager:features.successStories.body',
    },
    {
      id: 'brand-voice',
      icon: 'sparkles',
      titleKey: 'tools.ai-content-manager:features.brandVoice.title',
      bodyKey: 'tools.ai-content-manager:features.brandVoice.body',
    },
    {
      id: 'bilingual',
      icon: 'globe',
      titleKey: 'tools.ai-content-manager:features.bilingual.title',
      bodyKey: 'tools.ai-content-manager:features.bilingual.body',
    },
    {
      id: 'library',
      icon: 'layers',
      titleKey: 'tools.ai-content-manager:features.library.title',
      bodyKey: 'tools.ai-content-manager:features.library.body',
    },
  ],
  steps: [
    { id: 'connect', titleKey: 'tools.ai-content-manager:steps.connect.title', bodyKey: 'tools.ai-content-manager:steps.connect.body' },
    { id: 'generate', titleKey: 'tools.ai-content-manager:steps.generate.title', bodyKey: 'tools.ai-content-manager:steps.generate.body' },
    {
      id: 'edit-approve',
      titleKey: 'tools.ai-content-manager:steps.editApprove.title',
      bodyKey: 'tools.ai-content-manager:steps.editApprove.body',
    },
    {
      id: 'publish-track',
      titleKey: 'tools.ai-content-manager:steps.publishTrack.title',
      bodyKey: 'tools.ai-content-manager:steps.publishTrack.body',
    },
  ],
  badgeKeys: [
    'tools.ai-content-manager:badges.blogPosts',
    'tools.ai-content-manager:badges.cleaningTips',
    'tools.ai-content-manager:badges.successStories',
    'tools.ai-content-manager:badges.infographics',
    'tools.ai-content-manager:badges.socialPosts',
    'tools.ai-content-manager:badges.newsletters',
    'tools.ai-content-manager:badges.translations',
    'tools.ai-content-manager:badges.linkedin',
    'tools.ai-content-manager:badges.instagram',
    'tools.ai-content-manager:badges.facebook',
    'tools.ai-content-manager:badges.hashtags',
    'tools.ai-content-manager:badges.keywords',
  ],
  extraSections: [
    {
      kind: 'cards',
      id: 'creation',
      titleKey: 'tools.ai-content-manager:creation.title',
      leadKey: 'tools.ai-content-manager:creation.lead',
      cards: [
        {
          id: 'types',
          icon: 'pen',
          titleKey: 'tools.ai-content-manager:creation.types.title',
          bodyKey: 'tools.ai-content-manager:creation.types.body',
          pointKeys: [
            'tools.ai-content-manager:creation.types.points.blog',
            'tools.ai-content-manager:creation.types.points.tip',
            'tools.ai-content-manager:creation.types.points.story',
            'tools.ai-content-manager:creation.types.points.infographic',
            'tools.ai-content-manager:creation.types.points.social',
            'tools.ai-content-manager:creation.types.points.newsletter',
            'tools.ai-content-manager:creation.types.points.translation',
          ],
        },
        {
          id: 'platforms',
          icon: 'megaphone',
          titleKey: 'tools.ai-content-manager:creation.platforms.title',
          bodyKey: 'tools.ai-content-manager:creation.platforms.body',
          pointKeys: [
            'tools.ai-content-manager:creation.platforms.points.linkedin',
            'tools.ai-content-manager:creation.platforms.points.instagram',
            'tools.ai-content-manager:creation.platforms.points.facebook',
            'tools.ai-content-manager:creation.platforms.points.blog',
          ],
        },
        {
          id: 'voice',
          icon: 'sparkles',
          titleKey: 'tools.ai-content-manager:creation.voice.title',
          bodyKey: 'tools.ai-content-manager:creation.voice.body',
          pointKeys: [
            'tools.ai-content-manager:creation.voice.points.tones',
            'tools.ai-content-manager:creation.voice.points.keywords',
            'tools.ai-content-manager:creation.voice.points.hashtags',
            'tools.ai-content-manager:creation.voice.points.languages',
          ],
        },
      ],
    },
    { kind: 'custom', id: 'preview' },
    {
      kind: 'cards',
      id: 'intelligent',
      titleKey: 'tools.ai-content-manager:intelligent.title',
      leadKey: 'tools.ai-content-manager:intelligent.lead',
      cards: [
        {
          id: 'repurpose',
          icon: 'layers',
          titleKey: 'tools.ai-content-manager:intelligent.repurpose.title',
          bodyKey: 'tools.ai-content-manager:intelligent.repurpose.body',
          pointKeys: [
            'tools.ai-content-manager:intelligent.repurpose.points.reviews',
            'tools.ai-content-manager:intelligent.repurpose.points.faqs',
            'tools.ai-content-manager:intelligent.repurpose.points.pages',
          ],
        },
        {
          id: 'fit',
          icon: 'target',
          titleKey: 'tools.ai-content-manager:intelligent.fit.title',
          bodyKey: 'tools.ai-content-manager:intelligent.fit.body',
          pointKeys: [
            'tools.ai-content-manager:intelligent.fit.points.linkedin',
            'tools.ai-content-manager:intelligent.fit.points.instagram',
            'tools.ai-content-manager:intelligent.fit.points.blog',
          ],
        },
        {
          id: 'export',
          icon: 'upload',
          titleKey: 'tools.ai-content-manager:intelligent.export.title',
          bodyKey: 'tools.ai-content-manager:intelligent.export.body',
          pointKeys: [
            'tools.ai-content-manager:intelligent.export.points.copy',
            'tools.ai-content-manager:intelligent.export.points.download',
            'tools.ai-content-manager:intelligent.export.points.library',
          ],
        },
      ],
    },
  ],
  examples: [
    {
      key: 'linkedin-blog-teaser',
      titleKey: 'tools.ai-content-manager:examples.linkedinTeaser.title',
      promptKey: 'tools.ai-content-manager:examples.linkedinTeaser.prompt',
      outcomeKey: 'tools.ai-content-manager:examples.linkedinTeaser.outcome',
      outputKey: 'tools.ai-content-manager:examples.linkedinTeaser.output',
    },
    {
      key: 'instagram-tip-series',
      titleKey: 'tools.ai-content-manager:examples.instagramTips.title',
      promptKey: 'tools.ai-content-manager:examples.instagramTips.prompt',
      outcomeKey: 'tools.ai-content-manager:examples.instagramTips.outcome',
      outputKey: 'tools.ai-content-manager:examples.instagramTips.output',
    },
    {
      key: 'success-story',
      titleKey: 'tools.ai-content-manager:examples.successStory.title',
      promptKey: 'tools.ai-content-manager:examples.successStory.prompt',
      outcomeKey: 'tools.ai-content-manager:examples.successStory.outcome',
      outputKey: 'tools.ai-content-manager:examples.successStory.output',
    },
    {
      key: 'website-blog',
      titleKey: 'tools.ai-content-manager:examples.websiteBlog.title',
      promptKey: 'tools.ai-content-manager:examples.websiteBlog.prompt',
      outcomeKey: 'tools.ai-content-manager:examples.websiteBlog.outcome',
      outputKey: 'tools.ai-content-manager:examples.websiteBlog.output',
    },
    {
      key: 'email-newsletter',
      titleKey: 'tools.ai-content-manager:examples.newsletter.title',
      promptKey: 'tools.ai-content-manager:examples.newsletter.prompt',
      outcomeKey: 'tools.ai-content-manager:examples.newsletter.outcome',
      outputKey: 'tools.ai-content-manager:examples.newsletter.output',
    },
    {
      key: 'spanish-rewrite',
      titleKey: 'tools.ai-content-manager:examples.spanishRewrite.title',
      promptKey: 'tools.ai-content-manager:examples.spanishRewrite.prompt',
      outcomeKey: 'tools.ai-content-manager:examples.spanishRewrite.outcome',
      outputKey: 'tools.ai-content-manager:examples.spanishRewrite.output',
    },
  ],
  integrations: {
    titleKey: 'tools.ai-content-manager:integrations.title',
    bodyKey: 'tools.ai-content-manager:integrations.body',
    availableKeys: [
      'tools.ai-content-manager:integrations.available.profile',
      'tools.ai-content-manager:integrations.available.uploads',
      'tools.ai-content-manager:integrations.available.manual',
      'tools.ai-content-manager:integrations.available.export',
    ],
    comingSoonKeys: ['tools.ai-content-manager:integrations.soon.cloud', 'tools.ai-content-manager:integrations.soon.crm'],
  },
  faq: [
    {
      id: 'platforms',
      questionKey: 'tools.ai-content-manager:faq.platforms.question',
      answerKey: 'tools.ai-content-manager:faq.platforms.answer',
    },
    { id: 'voice', questionKey: 'tools.ai-content-manager:faq.voice.question', answerKey: 'tools.ai-content-manager:faq.voice.answer' },
    {
      id: 'spanish',
      questionKey: 'tools.ai-content-manager:faq.spanish.question',
      answerKey: 'tools.ai-content-manager:faq.spanish.answer',
    },
    {
      id: 'reviews',
      questionKey: 'tools.ai-content-manager:faq.reviews.question',
      answerKey: 'tools.ai-content-manager:faq.reviews.answer',
    },
    { id: 'export', questionKey: 'tools.ai-content-manager:faq.export.question', answerKey: 'tools.ai-content-manager:faq.export.answer' },
    {
      id: 'accuracy',
      questionKey: 'tools.ai-content-manager:faq.accuracy.question',
      answerKey: 'tools.ai-content-manager:faq.accuracy.answer',
    },
  ],
}
