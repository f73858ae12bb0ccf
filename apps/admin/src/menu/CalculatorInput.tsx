import { MENU_CALCULATOR_HREF } from '@vitrina/contract';
import { maxLength, regex, TextInput } from 'react-admin';

/**
 * Which calculator the item's button opens: '/calculators' (all of them) or one calculator's page
 * ('/calculators/gates'). Left empty, the item has no button.
 */
export function CalculatorInput() {
  return (
    <TextInput
      source="calculator_href"
      validate={[maxLength(100), regex(MENU_CALCULATOR_HREF, 'vitrina.menu.calculatorHelp')]}
      parse={(value: string) => (value.trim() === '' ? null : value)}
      helperText="vitrina.menu.calculatorHelp"
    />
  );
}
