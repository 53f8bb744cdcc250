/** Marketing claim: 500+ cleaning companies use the suite. Every page and message that names the count takes it from here. */
export const COMPANY_COUNT = 500
/**
 * SAMPLE: the spec's "500+ companies" is not backed by a customer list here. Set the real count above (or keep
 * it once you can show it), then set this to false; the launch check (src/content/launch.ts) lists it until then.
 */
export const COMPANY_COUNT_IS_SAMPLE = true
