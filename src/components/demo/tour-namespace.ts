/** The tour's catalog (locales/<lng>/demo-tour.json): read by every page that draws Watch demo's popover (DemoPopover). */
export const DEMO_TOUR_NS = 'demo-tour'
