/** What a tool page's buttons carry: `data-opens="demo"`, or `data-opens="example"` with `data-example="<key>"`. */
export const OPENS = { demo: 'demo', example: 'example' } as const

/** The id of an example's dialog (ExamplePopovers): its See example button names it (`popovertarget`). */
export const examplePopoverId = (key: string) => `example-${key}`
