/** The one paid plan. Every page, the FAQ, the help center and the structured data use it. */
export const PREMIUM_PLAN = {
  id: 'premium',
  priceUsd: 49.99,
  currency: 'USD',
  billingPeriod: 'month',
  /** Renewal happens unless canceled at least this many hours before the period ends. */
  cancelBeforeHours: 24,
} as const
