/** The longest name a form keeps: a full name with room to spare, and a bound for the database. */
export const NAME_MAX_LENGTH = 100;
