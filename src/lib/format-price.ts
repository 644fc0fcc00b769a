const euro = new Intl.NumberFormat("de-DE", {
  style: "currency",
  currency: "EUR",
  maximumFractionDigits: 0,
});

/** Whole euros in German notation: 1299 -> "1.299 €" (no-break space before the sign). */
export const formatPrice = (euros: number): string => euro.format(euros);
