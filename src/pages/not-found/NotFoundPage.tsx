import { Button, Container, Stack, Text, Title } from '../../components/ui'
import { useTranslation } from 'react-i18next'
import { LocaleLink } from '../../components/LocaleLink'
import classes from './NotFoundPage.module.css'

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
        <Text ta="center" size="lg" c="dimmed">
          {t('common:notFound.body')}
        </Text>
        <Button component={LocaleLink} to="/{-$locale}" size="md">
          {t('common:notFound.backHome')}
        </Button>
      </Stack>
    </Container>
  )
}
