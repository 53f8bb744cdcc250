import { SimpleGrid } from './ui'
import { useTranslation } from 'react-i18next'
import { CUSTOMER_LOGOS, SAMPLE_MARKS } from '../content/company'
import { TESTIMONIALS, type Testimonial } from '../content/home'
import { AppIcon } from './icons/AppIcon'
import { SampleMark } from './page/SampleMark'
import { scrollRow, useScrollRegion } from './scroll-row/ScrollRow'
import classes from './Testimonials.module.css'

/**
 * The customer quotes, as figures: the quote, one result in the customer's words, and a caption with the person's
 * photo (or initials), name, title, company and city. While they are samples (src/content/company.ts) a "Sample
 * testimonials" pill says so above them (and "Sample figure" too when the section's title gives the customer count:
 * `countClaim`). Under them the customers' logos, once the owner configures any. On phones
 * one sideways row (the second quote peeks in), a labelled region named after its section.
 */
export function Testimonials({ title, countClaim = false }: { title: string; countClaim?: boolean }) {
  const region = useScrollRegion()
  const marked = (countClaim && SAMPLE_MARKS.count.on) || SAMPLE_MARKS.testimonials.on
  return (
    <>
      {marked && (
        <p className={classes.marks}>
          {countClaim && <SampleMark kind="count" />}
          <SampleMark kind="testimonials" />
        </p>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt={marked ? 'md' : 'xl'} className={scrollRow.row} {...region(title)}>
        {TESTIMONIALS.map((item) => (
          <TestimonialCard key={item.id} item={item} />
        ))}
      </SimpleGrid>
      <CustomerLogos />
    </>
  )
}

function TestimonialCard({ item }: { item: Testimonial }) {
  const { t } = useTranslation()
  const name = t(item.nameKey)
  const company = t(item.companyKey)
  return (
    <figure className={classes.testimonial} data-testid="testimonial">
      <AppIcon id="quote" size={32} className={classes.quoteIcon} />
      <blockquote className={classes.quote}>{t(item.quoteKey)}</blockquote>
      <p className={classes.metric} data-testid="testimonial-metric">
        <span className="sr-only">{t('home:proof.metricLabel')}: </span>
        {t(item.metricKey)}
      </p>
      <figcaption className={classes.person}>
        {item.photo ? (
          <img
            className={classes.photo}
            src={item.photo.src}
            width={item.photo.width}
            height={item.photo.height}
            loading="lazy"
            decoding="async"
            alt={t('home:proof.photoAlt', { name, company })}
          />
        ) : (
          <span className={classes.avatar} aria-hidden="true">
            {item.initials}
          </span>
        )}
        <span>
          <span className={classes.personName}>{name}</span>
          <span className={classes.personRole}>
            {t(item.titleKey)}, {company} · <span className={classes.personCity}>{t(item.cityKey)}</span>
          </span>
        </span>
      </figcaption>
    </figure>
  )
}

/**
 * The customers' logos (src/content/company.ts `CUSTOMER_LOGOS`), a labelled list of images; nothing at all while
 * the list is empty, as it ships.
 */
export function CustomerLogos({ logos = CUSTOMER_LOGOS }: { logos?: typeof CUSTOMER_LOGOS }) {
  const { t } = useTranslation()
  if (logos.length === 0) return null
  return (
    <ul className={classes.logos} aria-label={t('home:proof.logosLabel')} data-testid="customer-logos">
      {logos.map((logo) => (
        <li key={logo.id}>
          <img src={logo.src} width={logo.width} height={logo.height} alt={logo.name} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  )
}
