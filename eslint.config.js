import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import regexp from 'eslint-plugin-regexp'
import globals from 'globals'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-pseudo',
      'dist-pseudo-ssr',
      'node_modules',
      'src/routeTree.gen.ts',
      'tests/unit/fixtures',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No raw HTML: render rich text through <Trans> or react-markdown.',
        },
      ],
    },
  },
  {
    // Regular expressions in the site and its scripts: the plugin's recommended rules, plus the two
    // that catch patterns whose run time can grow faster than linearly with hostile input.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ...regexp.configs['flat/recommended'],
    rules: {
      ...regexp.configs['flat/recommended'].rules,
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // A function a reader can hold in their head: split a long page into its sections, a long script
    // into its steps (blank lines and comments do not count).
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  // Layers (ARCHITECTURE.md): routes -> pages -> components -> content / i18n / lib. An import may
  // only point down; pages do not import each other. Moving a shared piece down is the fix.
  {
    files: ['src/content/**', 'src/i18n/**', 'src/lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(components|pages|routes)(/|$)',
              message: 'content, i18n and lib are the bottom layer: they import no components, pages or routes.',
            },
            // The generated route tree's types name the pages (i18n/paths.ts); its code stays out.
            { regex: 'routeTree\\.gen', allowTypeImports: true, message: 'Only types come from the route tree here.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(pages|routes)(/|$)|routeTree\\.gen',
              message: 'Components import no pages or routes: move the shared piece to components, content, i18n or lib.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/pages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)routes(/|$)|routeTree\\.gen', message: 'Pages import no routes.' },
            { regex: '^\\.\\./[^.]', message: 'A page imports no other page: move the shared piece to components, content, i18n or lib.' },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from './test': its fixture fails any test that hits a CSP violation.",
            },
          ],
        },
      ],
    },
  },
)
