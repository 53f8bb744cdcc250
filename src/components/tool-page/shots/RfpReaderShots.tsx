import { RFP_BUILDINGS, scopeSqft } from '../../../content/tools/rfp-reader-mock'
import { MatrixRows, RfpDeadlines } from '../mock/RfpReaderMock'
import { MockRows } from '../mock/MockParts'
import classes from '../mock/mock.module.css'
import { defineShots } from './define-shots'

const SHOWN_BUILDINGS = RFP_BUILDINGS.slice(0, 3)

/** RFP LC-2026-031 of the hero, feature by feature: its deadlines, compliance rows, the scope's buildings. */
export const RfpReaderShots = defineShots({
  'key-facts': ({ t, f }) => ({ title: t('tools.rfp-reader:mock.title'), body: <RfpDeadlines f={f} /> }),
  compliance: ({ t }) => ({
    title: t('tools.rfp-reader:mock.matrixTitle'),
    body: (
      <table className={classes.table}>
        <MatrixRows count={3} />
      </table>
    ),
  }),
  scope: ({ t, f }) => ({
    title: t('tools.rfp-reader:featureShots.scope.title', { count: RFP_BUILDINGS.length }),
    body: (
      <table className={classes.table}>
        <MockRows
          rows={SHOWN_BUILDINGS.map((building) => ({
            id: building.id,
            label: t(building.labelKey),
            note: t('tools.rfp-reader:featureShots.scope.nights', { nights: building.nights }),
            value: f.integer(building.sqft),
          }))}
        />
        <MockRows
          part="tfoot"
          rows={[
            {
              id: 'total',
              label: t('tools.rfp-reader:featureShots.scope.total', { count: RFP_BUILDINGS.length }),
              value: t('tools.rfp-reader:featureShots.scope.sqft', { sqft: f.integer(scopeSqft()) }),
            },
          ]}
        />
      </table>
    ),
  }),
})
