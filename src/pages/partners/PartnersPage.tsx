import { Button, Text, Title } from '../../components/ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CtaBanner } from '../../components/CtaBanner'
import { IconSvg } from '../../components/icons/IconSvg'
import { NEW_TAB, NewTabHint } from '../../components/layout/ExternalLink'
import { ACTION_SIZE, PageHero, PageSection, Pill } from '../../components/page'
import { SampleMark } from '../../components/page/SampleMark'
import { FourUpList } from '../../components/page/FourUpList'
import { COMPANY_COUNT } from '../../content/company'
import { PARTNER_BENEFITS, PARTNER_CATEGORY_IDS, PARTNER_CATEGORY_KEYS, PARTNERS, type Partner } from '../../content/partners'
import { config } from '../../lib/config'
import { countByFilter, filterPartners, type PartnerFilter } from './filter'
import { FilterChips } from '../../components/filter-chips/FilterChips'
import { PartnerWordmark } from './PartnerWordmark'
import classes from './PartnersPage.module.css'

const COUNTS = countByFilter(PARTNERS)
const FILTERS: readonly PartnerFilter[] = ['all', ...PARTNER_CATEGORY_IDS]

function ExternalIcon() {
  return (
    <IconSvg size={16} strokeWidth={2}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
    </IconSvg>
  )
}

export function PartnersPage() {
  const { t } = useTranslation()
  // The filter lives in React state: the pre-rendered page always shows every partner.
  const [filter, setFilter] = useState<PartnerFilter>('all')
  const shown = filterPartners(PARTNERS, filter)
  const status =
    filter === 'all'
      ? t('partners:directory.status', { count: shown.length })
      : t('partners:directory.statusCategory', { count: shown.length, category: t(PARTNER_CATEGORY_KEYS[filter]) })

  return (
    <>
      <PageHero
        title={t('partners:hero.title')}
        lead={t('partners:hero.lead')}
        actions={
          <Button component="a" href="#become-partner" size={ACTION_SIZE.page}>
            {t('partners:hero.becomePartner')}
          </Button>
        }
      />

      <PageSection titleId="directory-title" title={t('partners:directory.title')} intro={t('partners:directory.lead')} space="compact">
        <FilterChips
          label={t('partners:directory.filterLabel')}
          testId="partner-filters"
          chips={FILTERS.map((id) => ({
            id,
            label: id === 'all' ? t('partners:directory.all') : t(PARTNER_CATEGORY_KEYS[id]),
            count: COUNTS[id],
          }))}
          pressed={(id) => filter === id}
          onPick={setFilter}
        />

        <p className={classes.status} role="status" aria-live="polite" aria-atomic="true" data-testid="partner-count">
          {status}
        </p>

        <FourUpList spacing="lg" mt={16}>
          {shown.map((partner) => (
            <li key={partner.id} className={classes.gridItem}>
              <PartnerCard partner={partner} />
            </li>
          ))}
        </FourUpList>

        <p className={classes.disclaimer}>{t('partners:directory.disclaimer')}</p>
      </PageSection>

      <CtaBanner
        sectionId="become-partner"
        id="become-title"
        title={t('partners:become.title')}
        body={
          <>
            {t('partners:become.body', { count: COMPANY_COUNT })} <SampleMark kind="count" />
          </>
        }
        before={
          <ul className={classes.benefits}>
            {PARTNER_BENEFITS.map((benefit) => (
              <li key={benefit.id}>
                <IconSvg size={20} strokeWidth={2.5}>
                  <path d="M5 12.5l4.5 4.5L19 7.5" />
                </IconSvg>
                {t(benefit.textKey)}
              </li>
            ))}
          </ul>
        }
      >
        <Button
          component="a"
          href={config.partnerFormUrl}
          {...NEW_TAB}
          size={ACTION_SIZE.page}
          variant="white"
          rightSection={<ExternalIcon />}
          data-testid="become-partner"
        >
          {t('partners:become.button')}
          <NewTabHint />
        </Button>
      </CtaBanner>
    </>
  )
}

function PartnerCard({ partner }: { partner: Partner }) {
  const { t } = useTranslation()
  const name = t(partner.nameKey)
  const titleId = `partner-${partner.id}`
  return (
    <article className={classes.card} aria-labelledby={titleId} data-testid="partner-card" data-category={partner.category}>
      <div className={classes.cardTop}>
        <PartnerWordmark wordmark={partner.wordmark} name={name} />
        <p className={classes.tags}>
          <Pill className={classes.category}>
            <span className="sr-only">{`${t('partners:directory.category')}: `}</span>
            <span data-testid="partner-category">{t(PARTNER_CATEGORY_KEYS[partner.category])}</span>
          </Pill>
          <Pill tone="sample" className={classes.sample} data-testid="partner-sample">
            {t('partners:directory.sample')}
          </Pill>
        </p>
      </div>
      <Title order={3} id={titleId} className={classes.cardTitle}>
        {name}
      </Title>
      <Text mt={8} className={classes.cardText}>
        {t(partner.descriptionKey)}
      </Text>
      <dl className={classes.area} data-testid="partner-area">
        <dt>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
            <circle cx="12" cy="10" r="2.3" fill="currentColor" />
          </svg>
          {t('partners:directory.serviceArea')}
        </dt>
        <dd>{t(partner.areaKey)}</dd>
      </dl>
      <Button
        component="a"
        href={partner.website}
        {...NEW_TAB}
        size={ACTION_SIZE.card}
        variant="default"
        mt="md"
        rightSection={<ExternalIcon />}
        aria-describedby={titleId}
        data-testid="partner-website"
      >
        {t('partners:directory.visitWebsite')}
        <NewTabHint />
      </Button>
    </article>
  )
}
