import { Container, Stack, Text, Title } from '../../components/ui'
import { useTranslation } from 'react-i18next'
import { AppIcon } from '../../components/icons/AppIcon'
import { IconBox, LinkList } from '../../components/page'
import { NOT_FOUND_WAYS } from '../../content/not-found'
import classes from './NotFoundPage.module.css'

/**
 * The not-found page: the spec's title, a line for the visitor (what probably happened), the spec's own line (kept, as
 * the spec words it, in smaller type), then a short list of ways on (home, pricing, the bid calculator, the ebook).
 */
export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <Container size="sm" className={classes.wrap}>
      <Stack align="center" gap="md">
        <svg width="120" height="120" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
          <circle cx="60" cy="60" r="56" fill="#e6f7f1" />
          <path d="M38 84h44l-6-34H44z" fill="var(--cs-brand)" />
          <rect x="52" y="28" width="6" height="24" rx="3" fill="#3fb88c" />
          <path d="M48 84c0-6 5-8 12-8s12 2 12 8" fill="#9ddcc5" />
        </svg>
        <Title order={1} ta="center">
          {t('common:notFound.title')}
        </Title>
        <Text ta="center" size="lg">
          {t('common:notFound.lead')}
        </Text>
        <Text ta="center" size="sm" c="dimmed">
          {t('common:notFound.body')}
        </Text>
      </Stack>
      <nav aria-labelledby="not-found-ways" className={classes.ways}>
        <h2 id="not-found-ways" className={classes.waysTitle}>
          {t('common:notFound.waysTitle')}
        </h2>
        <LinkList
          className={classes.wayList}
          linkClassName={classes.way}
          data-testid="not-found-ways"
          links={NOT_FOUND_WAYS.map((way) => ({
            to: way.to,
            label: (
              <>
                <IconBox id={way.icon} size="sm" iconSize={22} />
                <span className={classes.wayText}>
                  <span className={classes.wayTitle}>{t(way.titleKey)}</span>
                  <span className={classes.wayBody}>{t(way.bodyKey)}</span>
                </span>
                <AppIcon id="arrowRight" size={18} className={classes.wayArrow} />
              </>
            ),
          }))}
        />
      </nav>
    </Container>
  )
}
