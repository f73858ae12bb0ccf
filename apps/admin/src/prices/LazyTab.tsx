import { type FormTabProps, TabbedForm } from 'react-admin';

/**
 * A tab of the price list whose inputs are mounted only while it is shown: TabbedForm mounts every tab and
 * hides the others, which made the editor slow to open (the grid, dozens of options, the preview's and the
 * history's requests). What was typed on a tab stays in the form when it is left, since react-admin's form keeps
 * the values of inputs that unmount (react-hook-form's `shouldUnregister` is off), so a save sends every tab.
 */
export function LazyTab({ hidden, children, ...props }: FormTabProps) {
  return (
    <TabbedForm.Tab hidden={hidden} {...props}>
      {hidden ? null : children}
    </TabbedForm.Tab>
  );
}
