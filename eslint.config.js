import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import regexp from 'eslint-plugin-regexp'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'dist-pseudo', 'dist-pseudo-ssr', 'node_modules', 'src/routeTree.gen.ts', 'tests/unit/fixtures', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No raw HTML: render rich text through <Trans> or react-markdown.' },
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
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import test and expect from './test': its fixture fails any test that hits a CSP violation." }] },
      ],
    },
  },
)
