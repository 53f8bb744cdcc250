/** What every Watch demo button carries (outside any island): `data-opens="demo"`, the demo island's trigger. */
export const OPENS_DEMO = 'demo'

/** The id of Watch demo's popover dialog (DemoPopover): every Watch demo button names it (`popovertarget`). */
export const DEMO_POPOVER_ID = 'demo-dialog'
