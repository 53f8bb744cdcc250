import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ToolExample } from '../../content/tools/types'
import { RISK_LEVELS } from '../../content/tools/contract-analyzer-mock'
import { COMPLIANCE_STATUS } from '../../content/tools/rfp-reader-mock'
import type { Locale } from '../../i18n/locales'
import { useLocale } from '../../i18n/useLocale'
import { PopoverDialog } from '../dialog/PopoverDialog'
import { AppIcon } from '../icons/AppIcon'
import { examplePopoverId } from './example-ids'
import { exampleInEnglish, exampleSource, loadExampleMarkdown } from './examples'
import ExampleMarkdown, { type PillTones } from './ExampleMarkdown'
import classes from './ExamplePopovers.module.css'

/** The table cells an example draws as the hero's coloured pills (TonePill): a clause's risk, a requirement's status. */
const CELL_PILLS: Partial<Record<string, readonly { key: string; tone: 'ok' | 'warn' | 'bad' }[]>> = {
  'contract-analyzer': Object.values(RISK_LEVELS),
  'rfp-reader': Object.values(COMPLIANCE_STATUS),
}

/** The analysis: drawn at build time from the server entry's copy; the development application loads it. */
function Analysis({ locale, tool, exampleKey, pills }: { locale: Locale; tool: string; exampleKey: string; pills: PillTones }) {
  const drawn = exampleSource(locale, tool, exampleKey)
  const [loaded, setLoaded] = useState<string | null>(null)
  useEffect(() => {
    if (drawn !== null) return
    let live = true
    void loadExampleMarkdown(locale, tool, exampleKey).then((source) => live && setLoaded(source))
    return () => {
      live = false
    }
  }, [drawn, locale, tool, exampleKey])
  const source = drawn ?? loaded
  return source === null ? null : <ExampleMarkdown source={source} pills={pills} />
}

/**
 * Every See example of a tool page, in its HTML: one native popover dialog per example (PopoverDialog) with the
 * prompt, the AI analysis (markdown with tables, drawn at build time) and the output summary. Fixed sample text,
 * never generated. Its See example button opens it at once, with scripts or without, and search engines read it;
 * the page's island (ToolDialogs) adds the address (`?example=`) and the copy button (`hidden` until then).
 */
export function ExamplePopovers({ tool, examples }: { tool: string; examples: readonly ToolExample[] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const pills: PillTones = new Map((CELL_PILLS[tool] ?? []).map((pill) => [t(pill.key), pill.tone]))
  return (
    <>
      {examples.map((example) => {
        const id = examplePopoverId(example.key)
        return (
          <PopoverDialog
            key={example.key}
            id={id}
            title={t('common:toolPage.exampleTitle', { scenario: t(example.titleKey) })}
            closeLabel={t('common:toolPage.closeExample')}
            testId="example-dialog"
            data-example={example.key}
          >
            <div className={classes.dialogBody}>
              <div>
                <div className={classes.blockHeader}>
                  <h3 id={`${id}-prompt`} className={classes.blockTitle}>
                    <AppIcon id="chat" size={18} /> {t('common:toolPage.prompt')}
                  </h3>
                  {/* Shown by the island (it copies); without scripts the prompt is selectable text. */}
                  <button type="button" className={classes.copy} data-copy-prompt="" hidden data-testid="copy-prompt">
                    {t('common:toolPage.copyPrompt')}
                  </button>
                </div>
                <blockquote className={classes.prompt}>{t(example.promptKey)}</blockquote>
              </div>
              <div lang={exampleInEnglish(locale, tool, example.key) ? 'en' : undefined}>
                <h3 id={`${id}-analysis`} className={classes.blockTitle}>
                  <AppIcon id="sparkles" size={18} /> {t('common:toolPage.analysis')}
                </h3>
                <Analysis locale={locale} tool={tool} exampleKey={example.key} pills={pills} />
              </div>
              <div className={classes.output}>
                <h3 id={`${id}-output`} className={classes.blockTitle}>
                  <AppIcon id="checkCircle" size={18} /> {t('common:toolPage.output')}
                </h3>
                <p className={classes.outputText}>{t(example.outputKey)}</p>
              </div>
            </div>
          </PopoverDialog>
        )
      })}
    </>
  )
}
