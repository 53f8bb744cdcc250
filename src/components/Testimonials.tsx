import { SimpleGrid } from './ui'
import { useTranslation } from 'react-i18next'
import { TESTIMONIALS } from '../content/home'
import { AppIcon } from './icons/AppIcon'
import { scrollRow, useScrollRegion } from './scroll-row/ScrollRow'
import classes from './Testimonials.module.css'

/**
 * The two customer quotes (sample content: see src/content/launch.ts), as figures with a caption naming the
 * person. On phones one sideways row (the second quote peeks in), a labelled region named after its section.
 */
export function Testimonials({ title }: { title: string }) {
  const { t } = useTranslation()
  const region = useScrollRegion()
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="xl" className={scrollRow.row} {...region(title)}>
      {TESTIMONIALS.map((item) => (
        <figure key={item.id} className={classes.testimonial} data-testid="testimonial">
          <AppIcon id="quote" size={32} className={classes.quoteIcon} />
          <blockquote className={classes.quote}>{t(item.quoteKey)}</blockquote>
          <figcaption className={classes.person}>
            <span className={classes.avatar} aria-hidden="true">
              {item.initials}
            </span>
            <span>
              <span className={classes.personName}>{t(item.nameKey)}</span>
              <span className={classes.personRole}>
                {t(item.titleKey)}, {t(item.companyKey)}
              </span>
            </span>
          </figcaption>
        </figure>
      ))}
    </SimpleGrid>
  )
}
