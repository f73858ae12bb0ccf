// The shop works in Moldova's time whatever the computer's zone: dates are shown in it, and "today" and
// "this week" are counted in it as the API counts them (weeks from Monday), as 'YYYY-MM-DD'.

export const shopTimeZone = 'Europe/Chisinau';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: shopTimeZone });

export const shopToday = (now = new Date()): string => dayFormat.format(now);

export function shopWeekStart(now = new Date()): string {
  const today = new Date(`${shopToday(now)}T00:00:00Z`);
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  today.setUTCDate(today.getUTCDate() - sinceMonday);
  return today.toISOString().slice(0, 10);
}
