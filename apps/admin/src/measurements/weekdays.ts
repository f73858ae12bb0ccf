/** ISO weekdays (1 Monday … 7 Sunday) as choices, named in the back office's language. */
export const weekdayChoices = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  id: day,
  name: `vitrina.measurements.weekdays.${day}`,
}));

/** '09:00–12:00'. */
export const hoursOf = (window: string) => window.replace('-', '–');
