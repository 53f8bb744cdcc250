import '@mantine/core/styles/Loader.css'
import { Loader } from '@mantine/core'
import { Modal } from '../dialog/Modal'
import { Button, Text } from '../ui'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ToolExample } from '../../content/tools/types'
import { useLocale } from '../../i18n/useLocale'
import { AppIcon } from '../icons/AppIcon'
import { toast } from '../toast/toast'
import { exampleInEnglish, loadExampleMarkdown } from './examples'
import { RISK_LEVELS } from '../../content/tools/contract-analyzer-mock'
import { COMPLIANCE_STATUS } from '../../content/tools/rfp-reader-mock'
import type { PillTones } from './ExampleMarkdown'
import classes from './ExampleDialog.module.css'

const ExampleMarkdown = lazy(() => import('./ExampleMarkdown'))

type Loaded = { key: string; source: string | null }

/** The table cells an example draws as the hero's coloured pills (TonePill): a clause's risk, a requirement's status. */
const CELL_PILLS: Partial<Record<string, readonly { key: string; tone: 'ok' | 'warn' | 'bad' }[]>> = {
  'contract-analyzer': Object.values(RISK_LEVELS),
  'rfp-reader': Object.values(COMPLIANCE_STATUS),
}

/**
 * See Example: a large, scrollable dialog (at most 90% of the viewport high) with the prompt,
 * the AI analysis (markdown with tables) and the output summary. Fixed sample text, never generated.
 */
export function ExampleDialog({ tool, example, onClose }: { tool: string; example: ToolExample | null; onClose: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const key = example?.key

  useEffect(() => {
    if (!key) return
    let active = true
    loadExampleMarkdown(locale, tool, key).then(
      (source) => active && setLoaded({ key, source }),
      (error: unknown) => {
        console.error(error)
        if (active) setLoaded({ key, source: null })
      },
    )
    return () => {
      active = false
    }
  }, [locale, tool, key])

  const prompt = example ? t(example.promptKey) : ''
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(prompt)
      toast({ message: t('common:toolPage.copied') })
    } catch {
      toast({ variant: 'destructive', message: t('common:toolPage.copyFailed') })
    }
  }
  const analysis = loaded && loaded.key === key ? loaded : null
  const pills: PillTones = new Map((CELL_PILLS[tool] ?? []).map((pill) => [t(pill.key), pill.tone]))

  return (
    <Modal
      opened={example !== null}
      onClose={onClose}
      title={example ? t('common:toolPage.exampleTitle', { scenario: t(example.titleKey) }) : ''}
      size="xl"
      yOffset="5vh"
      closeButtonProps={{ 'aria-label': t('common:toolPage.closeExample') }}
      classNames={{ title: classes.dialogTitle, content: classes.dialogContent }}
      data-testid="example-dialog"
    >
      {example && (
        <div className={classes.dialogBody}>
          <section aria-labelledby="example-prompt">
            <div className={classes.blockHeader}>
              <h3 id="example-prompt" className={classes.blockTitle}>
                <AppIcon id="chat" size={18} /> {t('common:toolPage.prompt')}
              </h3>
              <Button size="xs" variant="light" onClick={() => void copy()} data-testid="copy-prompt">
                {t('common:toolPage.copyPrompt')}
              </Button>
            </div>
            <blockquote className={classes.prompt}>{prompt}</blockquote>
          </section>
          <section aria-labelledby="example-analysis" lang={exampleInEnglish(locale, tool, example.key) ? 'en' : undefined}>
            <h3 id="example-analysis" className={classes.blockTitle}>
              <AppIcon id="sparkles" size={18} /> {t('common:toolPage.analysis')}
            </h3>
            {analysis ? (
              analysis.source === null ? (
                <Text role="alert">{t('common:toolPage.exampleUnavailable')}</Text>
              ) : (
                <Suspense fallback={<Loader size="sm" aria-label={t('common:toolPage.loading')} />}>
                  <ExampleMarkdown source={analysis.source} pills={pills} />
                </Suspense>
              )
            ) : (
              <Loader size="sm" aria-label={t('common:toolPage.loading')} />
            )}
          </section>
          <section aria-labelledby="example-output" className={classes.output}>
            <h3 id="example-output" className={classes.blockTitle}>
              <AppIcon id="checkCircle" size={18} /> {t('common:toolPage.output')}
            </h3>
            <Text>{t(example.outputKey)}</Text>
          </section>
        </div>
      )}
    </Modal>
  )
}
