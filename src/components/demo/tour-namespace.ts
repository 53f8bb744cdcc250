/** The tour's catalog (locales/<lng>/demo-tour.json): it loads with the demo dialog's code, not with the page. */
export const DEMO_TOUR_NS = 'demo-tour'
