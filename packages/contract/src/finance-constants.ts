/** Finance values the web app needs without the schemas. */

/** SPEC.md §9: what one transfer into a product may be (USD); a product's range lies within it. */
export const TRANSFER_USD = { min: 100_000, max: 1_500_000 } as const;
