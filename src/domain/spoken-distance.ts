/**
 * A distance as a driver would want to hear it: rounded to what matters at
 * that range. Under 100 m to the nearest 10 m, under 1 km to the nearest 50 m,
 * farther in kilometres with one decimal (dropped when it is .0).
 */

export interface SpokenDistance {
  readonly amount: number;
  readonly unit: 'metre' | 'kilometre';
}

/** Rounds a distance in km for speaking ("300 metres", "1.2 kilometres"). */
export function spokenDistance(km: number): SpokenDistance {
  const metres = Math.max(0, km * 1000);
  if (metres < 95) return { amount: Math.max(10, Math.round(metres / 10) * 10), unit: 'metre' };
  const fifties = Math.round(metres / 50) * 50;
  if (fifties < 1000) return { amount: Math.max(100, fifties), unit: 'metre' };
  return { amount: Math.round(metres / 100) / 10, unit: 'kilometre' };
}
