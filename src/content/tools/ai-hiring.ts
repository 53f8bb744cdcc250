import { defineToolPage } from './define'

/**
 * AI Hiring (four-tile hero panel hidden on small screens, two tool cards, the employer's duties note, six features,
 * steps Create, Collect, Evaluate, Act, six example keys). The examples follow one hiring round of a
 * Houston cleaning company: a night cleaner post, the screen and reference check of one applicant,
 * a site supervisor interview kit, a Spanish day porter post and the rejection of a supervisor candidate.
 */
export const AI_HIRING = defineToolPage('ai-hiring', {
  prompts: ['nightPorter', 'scoreResume', 'supervisorQuestions', 'rejection'],
  heroPanel: {
    hideOnSmallScreens: true,
    tiles: [
      { id: 'job-posts', icon: 'pen' },
      { id: 'resume-review', icon: 'fileSearch' },
      { id: 'interview-kit', icon: 'clipboard' },
      { id: 'bilingual', icon: 'globe' },
    ],
  },
  features: ['job-posts', 'scoring', 'evidence', 'interviews', 'references', 'bilingual'],
  steps: ['create', 'collect', 'evaluate', 'act'],
  badges: [
    'cleaner',
    'dayPorter',
    'supervisor',
    'floorTech',
    'siteManager',
    'files',
    'pastedText',
    'scores',
    'evidence',
    'languages',
    'shareLinks',
    'pdfExport',
  ],
  extraSections: [
    {
      kind: 'cards',
      id: 'hiring-tools',
      name: 'tools',
      lead: true,
      cards: [
        { id: 'job-templates', icon: 'layers', points: ['presets', 'profile', 'languages', 'copy'] },
        { id: 'application-reviews', icon: 'fileSearch', points: ['scores', 'evidence', 'questions', 'share'] },
      ],
    },
    /** What the tool is designed to do and what stays the employer's duty (issue 36), where people read it, not only in the FAQ. */
    { kind: 'note', id: 'employer-duties', name: 'duties', icon: 'shieldCheck' },
  ],
  examples: ['write-job-post', 'quick-screen', 'interview-prep', 'spanish-posting', 'reference-check', 'polite-rejection'],
  integrations: { available: ['profile', 'uploads', 'pasted', 'copy', 'export'], soon: ['jobBoards', 'pipeline', 'calendar'] },
  faq: ['files', 'scoring', 'decision', 'rubrics', 'job-boards', 'spanish'],
})
