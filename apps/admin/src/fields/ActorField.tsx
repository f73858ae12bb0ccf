import { type FieldProps, useFieldValue, useTranslate } from 'react-admin';

interface Actor {
  name: string;
  email: string;
}

/**
 * Who did it: a staff member's name (or e-mail). Nobody is `emptyText` when given (an unassigned lead), else
 * the command line or a member since removed.
 */
export function ActorField({ emptyText, ...props }: FieldProps) {
  const actor = useFieldValue(props) as Actor | null | undefined;
  const translate = useTranslate();
  if (actor) return <span>{actor.name || actor.email}</span>;
  return <span>{emptyText ?? translate('vitrina.common.system')}</span>;
}
