/** What a tool page's See example buttons carry: `data-opens="example"` with `data-example="<key>"` (Watch demo's: demo-ids.ts). */
export const OPENS = { example: 'example' } as const

/** The id of an example's dialog (ExamplePopovers): its See example button names it (`popovertarget`). */
export const examplePopoverId = (key: string) => `example-${key}`
