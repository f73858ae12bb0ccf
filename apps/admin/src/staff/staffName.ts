import type { StaffMember } from '@vitrina/contract';

/** How a staff member is named in lists and choices: their name, else their e-mail. */
export const staffName = (member: Pick<StaffMember, 'name' | 'email'>) => member.name || member.email;
