import { toolSectionHeadingId } from '../../../content/tools/types'
import { deferredSection } from '../../deferred-section'

/**
 * The Available Contracts board (filters, tabs, cards, map: about 9 KB gzip of code, and its own
 * strings, the leads-board catalog) sits below the hero: its code and strings load when the board
 * enters the viewport, not with the page (see deferredSection).
 */
export const AVAILABLE_CONTRACTS = deferredSection(
  toolSectionHeadingId('available-contracts'),
  'src/components/tools/leads-contracts/AvailableContracts.tsx',
  () => import('./AvailableContracts').then((m) => m.AvailableContracts),
  ['leads-board'],
)
