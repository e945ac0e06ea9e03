const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last `days` days up to today (UTC); today's numbers grow until the day is over. */
export function lastDays(days: number): { from: string; to: string } {
  const to = Date.now();
  return { from: isoDay(to - (days - 1) * DAY_MS), to: isoDay(to) };
}
