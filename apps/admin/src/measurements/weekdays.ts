/** ISO weekdays (1 Monday … 7 Sunday) as choices, named in the back office's language. */
export const weekdayChoices = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  id: day,
  name: `vitrina.measurements.weekdays.${day}`,
}));

/** Today on the shop's clocks ('2026-11-27'), whatever the browser's time zone. */
export const shopToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Chisinau' }).format(new Date());

/** '09:00–12:00'. */
export const hoursOf = (window: string) => window.replace('-', '–');
