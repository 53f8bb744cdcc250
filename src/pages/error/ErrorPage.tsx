import { Button, Container, Stack, Text, Title } from '../../components/ui'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { isResourceLoadError, recoverFromLoadFailure } from '../../lib/resource-errors'

/**
 * Shown when a route fails (npm run dev's application). A failed chunk or network load gets the page's recovery
 * (one reload when a newer deploy replaced the files: ../../lib/resource-errors.ts); the message stays meanwhile.
 */
export function ErrorPage({ error }: ErrorComponentProps) {
  const { t } = useTranslation()
  useEffect(() => {
    if (isResourceLoadError(error)) void recoverFromLoadFailure()
    else console.error(error)
  }, [error])
  return (
    <Container size="sm" style={{ paddingBlock: 72 }}>
      <Stack align="center" gap="md">
        <Title order={1} ta="center">
          {t('common:errors.pageTitle')}
        </Title>
        <Text ta="center" size="lg">
          {t('common:errors.pageBody')}
        </Text>
        <Button onClick={() => window.location.reload()}>{t('common:errors.reload')}</Button>
      </Stack>
    </Container>
  )
}
