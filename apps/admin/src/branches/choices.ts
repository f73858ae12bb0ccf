import { BRANCH_KINDS } from '@vitrina/contract';

/** The kinds of branch as react-admin choices, named by translation keys (vitrina.branches.kinds.…). */
export const branchKindChoices = BRANCH_KINDS.map((id) => ({ id, name: `vitrina.branches.kinds.${id}` }));
