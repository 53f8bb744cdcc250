import { Button } from '../../components/ui'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { CtaBanner } from '../../components/CtaBanner'
import { IconSvg } from '../../components/icons/IconSvg'
import { NEW_TAB, NewTabHint } from '../../components/layout/ExternalLink'
import { ACTION_SIZE, PageHero, PageSection } from '../../components/page'
import { SampleMark } from '../../components/page/SampleMark'
import { COMPANY_COUNT } from '../../content/company'
import { PARTNER_BENEFITS, PARTNER_CATEGORY_IDS, PARTNER_CATEGORY_KEYS, partnerDisclosureValues, PARTNERS } from '../../content/partners'
import { config } from '../../lib/config'
import { countByFilter, filterPartners, type PartnerFilter } from './filter'
import { ExternalIcon, PartnerDirectoryIsland, type PartnerDirectoryProps } from './PartnerDirectory'
import classes from './PartnersPage.module.css'

const COUNTS = countByFilter(PARTNERS)
const FILTERS: readonly PartnerFilter[] = ['all', ...PARTNER_CATEGORY_IDS]

/** The directory island's props: every word translated here, on the server. */
function directoryProps(t: TFunction): PartnerDirectoryProps {
  const categoryLabel = (id: PartnerFilter) => (id === 'all' ? t('partners:directory.all') : t(PARTNER_CATEGORY_KEYS[id]))
  const statuses = Object.fromEntries(
    FILTERS.map((id) => {
      const count = filterPartners(PARTNERS, id).length
      const status =
        id === 'all'
          ? t('partners:directory.status', { count })
          : t('partners:directory.statusCategory', { count, category: t(PARTNER_CATEGORY_KEYS[id]) })
      return [id, status]
    }),
  ) as Record<PartnerFilter, string>
  return {
    filterLabel: t('partners:directory.filterLabel'),
    chips: FILTERS.map((id) => ({ id, label: categoryLabel(id), count: COUNTS[id] })),
    statuses,
    labels: {
      category: t('partners:directory.category'),
      sample: t('partners:directory.sample'),
      serviceArea: t('partners:directory.serviceArea'),
      visitWebsite: t('partners:directory.visitWebsite'),
      opensInNewTab: t('common:a11y.opensInNewTab'),
    },
    partners: PARTNERS.map((partner) => ({
      id: partner.id,
      category: partner.category,
      wordmark: partner.wordmark,
      website: partner.website,
      name: t(partner.nameKey),
      categoryLabel: t(PARTNER_CATEGORY_KEYS[partner.category]),
      description: t(partner.descriptionKey),
      area: t(partner.areaKey),
    })),
  }
}

export function PartnersPage() {
  const { t } = useTranslation()
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
        <p className={classes.disclosure} data-testid="partner-disclosure">
          {t('partners:directory.disclosure', partnerDisclosureValues())} <SampleMark kind="disclosure" />
        </p>
        <PartnerDirectoryIsland {...directoryProps(t)} />
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
