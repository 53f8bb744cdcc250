import { defineToolPage } from './define'

/**
 * AI Content Manager (typing rotation of four prompts; sections for content creation, preview
 * and analytics, intelligent features; steps Connect, Generate, Edit & Approve, Publish & Track; six
 * scenarios). The preview and analytics section is custom (src/components/tools/ai-content-manager/),
 * its sample data in ai-content-manager-samples.ts.
 */
export const AI_CONTENT_MANAGER = defineToolPage('ai-content-manager', {
  prompts: ['linkedin', 'review', 'flu', 'spanish'],
  heroPanel: { style: 'typing' },
  phonePreview: ['steps', 'scenarios'],
  features: ['blog-writer', 'social-posts', 'success-stories', 'brand-voice', 'bilingual', 'library'],
  steps: ['connect', 'generate', 'edit-approve', 'publish-track'],
  badges: [
    'blogPosts',
    'cleaningTips',
    'successStories',
    'infographics',
    'socialPosts',
    'newsletters',
    'translations',
    'linkedin',
    'instagram',
    'facebook',
    'hashtags',
    'keywords',
  ],
  extraSections: [
    {
      kind: 'cards',
      id: 'creation',
      lead: true,
      cards: [
        { id: 'types', icon: 'pen', points: ['blog', 'tip', 'story', 'infographic', 'social', 'newsletter', 'translation'] },
        { id: 'platforms', icon: 'megaphone', points: ['linkedin', 'instagram', 'facebook', 'blog'] },
        { id: 'voice', icon: 'sparkles', points: ['tones', 'keywords', 'hashtags', 'languages'] },
      ],
    },
    { kind: 'custom', id: 'preview' },
    {
      kind: 'cards',
      id: 'intelligent',
      lead: true,
      cards: [
        { id: 'repurpose', icon: 'layers', points: ['reviews', 'faqs', 'pages'] },
        { id: 'fit', icon: 'target', points: ['linkedin', 'instagram', 'blog'] },
        { id: 'export', icon: 'upload', points: ['copy', 'download', 'library'] },
      ],
    },
  ],
  examples: [
    { key: 'linkedin-blog-teaser', name: 'linkedinTeaser' },
    { key: 'instagram-tip-series', name: 'instagramTips' },
    'success-story',
    'website-blog',
    { key: 'email-newsletter', name: 'newsletter' },
    'spanish-rewrite',
  ],
  integrations: { available: ['profile', 'uploads', 'manual', 'export'], soon: ['cloud', 'crm'] },
  faq: ['platforms', 'voice', 'spanish', 'reviews', 'export', 'accuracy'],
})
