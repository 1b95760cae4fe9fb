let usdFormat: Intl.NumberFormat | undefined;

/**
 * A whole-dollar amount ('$85,000'), as salaries are shown. The formatter is made on first use, not when the module
 * loads: making one costs a few ms (ICU), spent at start-up by every signed-in page otherwise.
 */
export function formatUsd(amount: number): string {
  usdFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return usdFormat.format(amount);
}
