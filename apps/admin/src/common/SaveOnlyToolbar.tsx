import { SaveButton, Toolbar } from 'react-admin';

/** A form's toolbar without react-admin's Delete: the back office deletes nothing (the audit log keeps history). */
export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
