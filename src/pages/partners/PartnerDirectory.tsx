import { Button, Text, Title } from '../../components/ui'
import { useState } from 'react'
import { IconSvg } from '../../components/icons/IconSvg'
import { ACTION_SIZE } from '../../components/page/action-size'
import { Pill } from '../../components/page/Pill'
import { FourUpList } from '../../components/page/FourUpList'
import { FilterChips, type FilterChip } from '../../components/filter-chips/FilterChips'
import type { Partner } from '../../content/partners'
import { island } from '../../islands/island'
import { filterPartners, type PartnerFilter } from './filter'
import { PartnerWordmark } from './PartnerWordmark'
import classes from './PartnersPage.module.css'

/** A partner's website opens in a new tab (as ExternalLink's NEW_TAB, without that module's i18next import). */
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const

/** One partner's card, its words already translated by the page. */
type PartnerEntry = Pick<Partner, 'id' | 'category' | 'wordmark' | 'website'> & {
  name: string
  categoryLabel: string
  description: string
  area: string
}

/** The words every card repeats. */
type DirectoryLabels = { category: string; sample: string; serviceArea: string; visitWebsite: string; opensInNewTab: string }

export type PartnerDirectoryProps = {
  /** The chip row's name ("Filter partners by category"). */
  filterLabel: string
  chips: FilterChip<PartnerFilter>[]
  /** The live count's sentence for each filter ("Showing 2 partners in Lead Generation"). */
  statuses: Record<PartnerFilter, string>
  labels: DirectoryLabels
  partners: PartnerEntry[]
}

export function ExternalIcon() {
  return (
    <IconSvg size={16} strokeWidth={2}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
    </IconSvg>
  )
}

/**
 * The partner directory: the category chips, the live count and the cards of the chosen category. The filter lives
 * in React state: the pre-rendered page (and the page without JavaScript) shows every partner.
 */
export function PartnerDirectory({ filterLabel, chips, statuses, labels, partners }: PartnerDirectoryProps) {
  const [filter, setFilter] = useState<PartnerFilter>('all')
  const shown = filterPartners(partners, filter)
  return (
    <>
      <FilterChips label={filterLabel} testId="partner-filters" chips={chips} pressed={(id) => filter === id} onPick={setFilter} />

      <p className={classes.status} role="status" aria-live="polite" aria-atomic="true" data-testid="partner-count">
        {statuses[filter]}
      </p>

      <FourUpList spacing="lg" mt={16}>
        {shown.map((partner) => (
          <li key={partner.id} className={classes.gridItem}>
            <PartnerCard partner={partner} labels={labels} />
          </li>
        ))}
      </FourUpList>
    </>
  )
}

/** The directory as an island: the page's first screen, hydrated once the page has loaded. */
export const PartnerDirectoryIsland = island('partner-directory', PartnerDirectory, { when: 'idle' })

function PartnerCard({ partner, labels }: { partner: PartnerEntry; labels: DirectoryLabels }) {
  const { name } = partner
  const titleId = `partner-${partner.id}`
  return (
    <article className={classes.card} aria-labelledby={titleId} data-testid="partner-card" data-category={partner.category}>
      <div className={classes.cardTop}>
        <PartnerWordmark wordmark={partner.wordmark} name={name} />
        <p className={classes.tags}>
          <Pill className={classes.category}>
            <span className="sr-only">{`${labels.category}: `}</span>
            <span data-testid="partner-category">{partner.categoryLabel}</span>
          </Pill>
          <Pill tone="sample" className={classes.sample} data-testid="partner-sample">
            {labels.sample}
          </Pill>
        </p>
      </div>
      <Title order={3} id={titleId} className={classes.cardTitle}>
        {name}
      </Title>
      <Text mt={8} className={classes.cardText}>
        {partner.description}
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
          {labels.serviceArea}
        </dt>
        <dd>{partner.area}</dd>
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
        {labels.visitWebsite}
        <span className="sr-only">{labels.opensInNewTab}</span>
      </Button>
    </article>
  )
}
