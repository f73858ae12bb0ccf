import PrintIcon from '@mui/icons-material/Print';
import { Button } from 'react-admin';

/** Prints the order as a workshop sheet: print.css leaves out the menus, buttons, payments and notes. */
export function PrintButton() {
  return (
    <Button label="vitrina.actions.print" onClick={() => window.print()}>
      <PrintIcon />
    </Button>
  );
}
