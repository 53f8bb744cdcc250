import { useTranslation } from 'react-i18next'
import { TableHead } from '../../page/TableHead'
import {
  COMPLIANCE_STATUS as STATUS,
  RFP_DEADLINES,
  RFP_MATRIX_ROWS,
  RFP_REQUIREMENTS,
  statusCounts,
} from '../../../content/tools/rfp-reader-mock'
import { HeroMockup, type ToolMockProps } from './HeroMockup'
import { MockHead, MockStats, TonePill } from './MockParts'
import classes from './mock.module.css'

/** The RFP's key deadlines as figure tiles, each with its page (the hero's and the key-facts shot's). */
export function RfpDeadlines({ f }: Pick<ToolMockProps, 'f'>) {
  const { t } = useTranslation()
  return (
    <MockStats
      stats={RFP_DEADLINES.map((deadline) => ({
        id: deadline.id,
        label: t(deadline.labelKey),
        value: (
          <>
            {f.date(deadline.date)}
            <small>{t('tools.rfp-reader:mock.page', { page: deadline.page })}</small>
          </>
        ),
      }))}
    />
  )
}

/** Compliance matrix rows: requirement, page, status pill (all in the hero, the first three in the compliance shot). */
export function MatrixRows({ count }: { count?: number }) {
  const { t } = useTranslation()
  return (
    <tbody>
      {RFP_MATRIX_ROWS.slice(0, count).map((row) => (
        <tr key={row.id}>
          <th scope="row">{t(row.labelKey)}</th>
          <td className={classes.num}>{t('tools.rfp-reader:mock.page', { page: row.page })}</td>
          <td>
            <TonePill tone={STATUS[row.status].tone}>{t(STATUS[row.status].key)}</TonePill>
          </td>
        </tr>
      ))}
    </tbody>
  )
}

/** RFP LC-2026-031 read: its key deadlines, then the compliance matrix with a status per requirement. */
export function RfpReaderMock({ frame, f }: ToolMockProps) {
  const { t } = useTranslation()
  const counts = statusCounts()
  return (
    <HeroMockup frame={frame} description={t('tools.rfp-reader:mock.description')}>
      <MockHead title={t('tools.rfp-reader:mock.title')} meta={t('tools.rfp-reader:mock.agency')} />
      <p className={classes.label}>{t('tools.rfp-reader:mock.deadlinesTitle')}</p>
      <RfpDeadlines f={f} />
      <table className={classes.table}>
        <caption className={classes.label}>{t('tools.rfp-reader:mock.matrixTitle')}</caption>
        <TableHead
          columns={[
            { id: 'requirement', label: t('tools.rfp-reader:mock.columns.requirement') },
            { id: 'page', label: t('tools.rfp-reader:mock.columns.page'), className: classes.num },
            { id: 'status', label: t('tools.rfp-reader:mock.columns.status') },
          ]}
        />
        <MatrixRows />
      </table>
      <p className={classes.note}>{t('tools.rfp-reader:mock.summary', { ...counts, total: RFP_REQUIREMENTS.length })}</p>
    </HeroMockup>
  )
}
