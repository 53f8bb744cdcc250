import { Trans, useTranslation } from 'react-i18next'
import { AppIcon } from '../../components/icons/AppIcon'
import { Pill } from '../../components/page'
import { CONTRACT_MOCK, contractMonthlyFee } from '../../content/facebook-landing'
import type { Formats } from '../../lib/format'
import { WindowFrame } from './WindowFrame'
import classes from './FacebookLandingPage.module.css'

/** The quoted monthly price, carried into the agreement (the pricing mock's bid). */
const FEE = contractMonthlyFee()

/**
 * A 'screenshot' of a Contract Writer draft: a janitorial service agreement for the bid priced in the
 * pricing mock, as real text (an ordered list of clauses) with the legal note the tool always shows.
 */
export function ContractMock({ f }: { f: Formats }) {
  const { t } = useTranslation()
  const tool = t('common:tools.contractWriter')
  const field = <span className={classes.field} />
  const sqft = f.integer(CONTRACT_MOCK.buildingSqFt)
  const nights = CONTRACT_MOCK.nightsPerWeek
  return (
    <WindowFrame title={tool} testId="contract-mock" caption={t('facebook-landing:contract.caption', { tool })}>
      <div className={classes.document}>
        <p className={classes.docStatus}>
          <Pill className={classes.draftBadge}>{t('facebook-landing:contract.mock.status')}</Pill>
        </p>
        <p className={classes.docTitle}>{t('facebook-landing:contract.mock.title')}</p>
        <p className={classes.docParties}>{t('facebook-landing:contract.mock.parties')}</p>
        <ol className={classes.clauses}>
          <li>
            <strong>{t('facebook-landing:contract.mock.scopeTitle')}</strong>{' '}
            <Trans i18nKey="facebook-landing:contract.mock.scopeBody" values={{ sqft }} components={{ field }} />
          </li>
          <li>
            <strong>{t('facebook-landing:contract.mock.frequencyTitle')}</strong>{' '}
            <Trans i18nKey="facebook-landing:contract.mock.frequencyBody" values={{ nights }} components={{ field }} />
          </li>
          <li data-testid="contract-price">
            <strong>{t('facebook-landing:contract.mock.priceTitle')}</strong>{' '}
            <Trans
              i18nKey="facebook-landing:contract.mock.priceBody"
              values={{ fee: f.usd(FEE, 2), days: CONTRACT_MOCK.paymentDays }}
              components={{ field }}
            />
          </li>
          <li>
            <strong>{t('facebook-landing:contract.mock.termTitle')}</strong>{' '}
            {t('facebook-landing:contract.mock.termBody', { months: CONTRACT_MOCK.termMonths })}
          </li>
          <li data-testid="contract-termination">
            <strong>{t('facebook-landing:contract.mock.terminationTitle')}</strong>{' '}
            {t('facebook-landing:contract.mock.terminationBody', { days: CONTRACT_MOCK.noticeDays })}
          </li>
          <li>
            <strong>{t('facebook-landing:contract.mock.insuranceTitle')}</strong>{' '}
            {t('facebook-landing:contract.mock.insuranceBody', { coverage: f.usd(CONTRACT_MOCK.liabilityCoverageUsd, 0) })}
          </li>
        </ol>
        <p className={classes.legalNote} data-testid="contract-note">
          <AppIcon id="shieldCheck" size={18} />
          <span>
            <strong>{t('facebook-landing:contract.mock.noteTitle')}</strong> {t('facebook-landing:contract.mock.noteBody')}
          </span>
        </p>
      </div>
    </WindowFrame>
  )
}
