// Rates as every report shows them: fractions in [0, 1], null when nothing was counted (never 0 for "no data").

/** numerator / denominator, or null when the denominator is 0. */
export function ratio(numerator: number, denominator: number): number | null {
  return denominator > 0 ? numerator / denominator : null;
}

/** A rate as a whole percentage for display ('83%'), or '' when there is no rate. */
export function formatRate(rate: number | null): string {
  return rate === null ? '' : `${Math.round(rate * 100)}%`;
}
