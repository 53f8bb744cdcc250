import type { ToolPageContent } from './types'

/**
 * AI Hiring (four-tile hero panel hidden on small screens, two tool cards, six features,
 * steps Create, Collect, Evaluate, Act, six example keys). The examples follow one hiring round of a
 * Houston cleaning company: a night cleaner post, the screen and reference check of one applicant,
 * a site supervisor interview kit, a Spanish day porter post and the rejection of a supervisor candidate.
 */
export const AI_HIRING: ToolPageContent = {
  id: 'ai-hiring',
  promptIntervalMs: 3000,
  prompts: [
    'tools.ai-hiring:prompts.nightPorter',
    'tools.ai-hiring:prompts.scoreResume',
    'tools.ai-hiring:prompts.supervisorQuestions',
    'tools.ai-hiring:prompts.rejection',
  ],
  heroPanel: {
    hideOnSmallScreens: true,
    tiles: [
      { id: 'job-posts', icon: 'pen', labelKey: 'tools.ai-hiring:tiles.jobPosts' },
      { id: 'resume-review', icon: 'fileSearch', labelKey: 'tools.ai-hiring:tiles.resumeReview' },
      { id: 'interview-kit', icon: 'clipboard', labelKey: 'tools.ai-hiring:tiles.interviewKit' },
      { id: 'bilingual', icon: 'globe', labelKey: 'tools.ai-hiring:tiles.bilingual' },
    ],
  },
  features: [
    {
      id: 'job-posts',
      icon: 'pen',
      titleKey: 'tools.ai-hiring:features.jobPosts.title',
      bodyKey: 'tools.ai-hiring:features.jobPosts.body',
    },
    { id: 'scoring', icon: 'target', titleKey: 'tools.ai-hiring:features.scoring.title', bodyKey: 'tools.ai-hiring:features.scoring.body' },
    {
      id: 'evidence',
      icon: 'quote',
      titleKey: 'tools.ai-hiring:features.evidence.title',
      bodyKey: 'tools.ai-hiring:features.evidence.body',
    },
    {
      id: 'interviews',
      icon: 'clipboard',
      titleKey: 'tools.ai-hiring:features.interviews.title',
      bodyKey: 'tools.ai-hiring:features.interviews.body',
    },
    {
      id: 'references',
      icon: 'users',
      titleKey: 'tools.ai-hiring:features.references.title',
      bodyKey: 'tools.ai-hiring:features.references.body',
    },
    {
      id: 'bilingual',
      icon: 'globe',
      titleKey: 'tools.ai-hiring:features.bilingual.title',
      bodyKey: 'tools.ai-hiring:features.bilingual.body',
    },
  ],
  steps: [
    { id: 'create', titleKey: 'tools.ai-hiring:steps.create.title', bodyKey: 'tools.ai-hiring:steps.create.body' },
    { id: 'collect', titleKey: 'tools.ai-hiring:steps.collect.title', bodyKey: 'tools.ai-hiring:steps.collect.body' },
    { id: 'evaluate', titleKey: 'tools.ai-hiring:steps.evaluate.title', bodyKey: 'tools.ai-hiring:steps.evaluate.body' },
    { id: 'act', titleKey: 'tools.ai-hiring:steps.act.title', bodyKey: 'tools.ai-hiring:steps.act.body' },
  ],
  badgeKeys: [
    'tools.ai-hiring:badges.cleaner',
    'tools.ai-hiring:badges.dayPorter',
    'tools.ai-hiring:badges.supervisor',
    'tools.ai-hiring:badges.floorTech',
    'tools.ai-hiring:badges.siteManager',
    'tools.ai-hiring:badges.files',
    'tools.ai-hiring:badges.pastedText',
    'tools.ai-hiring:badges.scores',
    'tools.ai-hiring:badges.evidence',
    'tools.ai-hiring:badges.languages',
    'tools.ai-hiring:badges.shareLinks',
    'tools.ai-hiring:badges.pdfExport',
  ],
  extraSections: [
    {
      kind: 'cards',
      id: 'hiring-tools',
      titleKey: 'tools.ai-hiring:tools.title',
      leadKey: 'tools.ai-hiring:tools.lead',
      cards: [
        {
          id: 'job-templates',
          icon: 'layers',
          titleKey: 'tools.ai-hiring:tools.jobTemplates.title',
          bodyKey: 'tools.ai-hiring:tools.jobTemplates.body',
          pointKeys: [
            'tools.ai-hiring:tools.jobTemplates.points.presets',
            'tools.ai-hiring:tools.jobTemplates.points.profile',
            'tools.ai-hiring:tools.jobTemplates.points.languages',
            'tools.ai-hiring:tools.jobTemplates.points.copy',
          ],
        },
        {
          id: 'application-reviews',
          icon: 'fileSearch',
          titleKey: 'tools.ai-hiring:tools.applicationReviews.title',
          bodyKey: 'tools.ai-hiring:tools.applicationReviews.body',
          pointKeys: [
            'tools.ai-hiring:tools.applicationReviews.points.scores',
            'tools.ai-hiring:tools.applicationReviews.points.evidence',
            'tools.ai-hiring:tools.applicationReviews.points.questions',
            'tools.ai-hiring:tools.applicationReviews.points.share',
          ],
        },
      ],
    },
  ],
  examples: [
    {
      key: 'write-job-post',
      titleKey: 'tools.ai-hiring:examples.writeJobPost.title',
      promptKey: 'tools.ai-hiring:examples.writeJobPost.prompt',
      outcomeKey: 'tools.ai-hiring:examples.writeJobPost.outcome',
      outputKey: 'tools.ai-hiring:examples.writeJobPost.output',
    },
    {
      key: 'quick-screen',
      titleKey: 'tools.ai-hiring:examples.quickScreen.title',
      promptKey: 'tools.ai-hiring:examples.quickScreen.prompt',
      outcomeKey: 'tools.ai-hiring:examples.quickScreen.outcome',
      outputKey: 'tools.ai-hiring:examples.quickScreen.output',
    },
    {
      key: 'interview-prep',
      titleKey: 'tools.ai-hiring:examples.interviewPrep.title',
      promptKey: 'tools.ai-hiring:examples.interviewPrep.prompt',
      outcomeKey: 'tools.ai-hiring:examples.interviewPrep.outcome',
      outputKey: 'tools.ai-hiring:examples.interviewPrep.output',
    },
    {
      key: 'spanish-posting',
      titleKey: 'tools.ai-hiring:examples.spanishPosting.title',
      promptKey: 'tools.ai-hiring:examples.spanishPosting.prompt',
      outcomeKey: 'tools.ai-hiring:examples.spanishPosting.outcome',
      outputKey: 'tools.ai-hiring:examples.spanishPosting.output',
    },
    {
      key: 'reference-check',
      titleKey: 'tools.ai-hiring:examples.referenceCheck.title',
      promptKey: 'tools.ai-hiring:examples.referenceCheck.prompt',
      outcomeKey: 'tools.ai-hiring:examples.referenceCheck.outcome',
      outputKey: 'tools.ai-hiring:examples.referenceCheck.output',
    },
    {
      key: 'polite-rejection',
      titleKey: 'tools.ai-hiring:examples.politeRejection.title',
      promptKey: 'tools.ai-hiring:examples.politeRejection.prompt',
      outcomeKey: 'tools.ai-hiring:examples.politeRejection.outcome',
      outputKey: 'tools.ai-hiring:examples.politeRejection.output',
    },
  ],
  integrations: {
    titleKey: 'tools.ai-hiring:integrations.title',
    bodyKey: 'tools.ai-hiring:integrations.body',
    availableKeys: [
      'tools.ai-hiring:integrations.available.profile',
      'tools.ai-hiring:integrations.available.uploads',
      'tools.ai-hiring:integrations.available.pasted',
      'tools.ai-hiring:integrations.available.copy',
      'tools.ai-hiring:integrations.available.export',
    ],
    comingSoonKeys: [
      'tools.ai-hiring:integrations.soon.jobBoards',
      'tools.ai-hiring:integrations.soon.pipeline',
      'tools.ai-hiring:integrations.soon.calendar',
    ],
  },
  faq: [
    { id: 'files', questionKey: 'tools.ai-hiring:faq.files.question', answerKey: 'tools.ai-hiring:faq.files.answer' },
    { id: 'scoring', questionKey: 'tools.ai-hiring:faq.scoring.question', answerKey: 'tools.ai-hiring:faq.scoring.answer' },
    { id: 'decision', questionKey: 'tools.ai-hiring:faq.decision.question', answerKey: 'tools.ai-hiring:faq.decision.answer' },
    { id: 'rubrics', questionKey: 'tools.ai-hiring:faq.rubrics.question', answerKey: 'tools.ai-hiring:faq.rubrics.answer' },
    { id: 'job-boards', questionKey: 'tools.ai-hiring:faq.jobBoards.question', answerKey: 'tools.ai-hiring:faq.jobBoards.answer' },
    { id: 'spanish', questionKey: 'tools.ai-hiring:faq.spanish.question', answerKey: 'tools.ai-hiring:faq.spanish.answer' },
  ],
}
