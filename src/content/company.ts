/** Marketing claim: 500+ cleaning companies use the suite. Every page and message that names the count takes it from here. */
export const COMPANY_COUNT = 500
