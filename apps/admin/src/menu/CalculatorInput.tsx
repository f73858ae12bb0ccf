import { useQuery } from '@tanstack/react-query';
import { contentLocales } from '@vitrina/contract';
import { SelectInput, useDataProvider, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { VitrinaDataProvider } from '../dataProvider';

/**
 * Which calculator the item's button opens, chosen among those the storefront has (the API's list, which a save
 * is checked against; docs/adr/0030): all of them, a category's or one type's. "No button" leaves it without.
 */
export function CalculatorInput() {
  const dataProvider = useDataProvider<VitrinaDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext<{ calculator_href: string | null }>();
  const { data, isPending, error } = useQuery({
    queryKey: ['vitrina', 'menu-calculators'],
    queryFn: () => dataProvider.menuCalculators(),
  });
  const language = contentLocales.find((each) => each === locale) ?? 'ro';
  const choices = (data ?? []).map((choice) => ({
    id: choice.href,
    name: `${choice.title[language]} (${choice.href})`,
  }));
  // A button saved before its calculator went away: shown as it is, for the editor to replace.
  const stored = record?.calculator_href;
  if (data && stored && !choices.some((choice) => choice.id === stored))
    choices.push({ id: stored, name: translate('vitrina.menu.calculatorGone', { href: stored }) });
  return (
    <SelectInput
      source="calculator_href"
      choices={choices}
      translateChoice={false}
      isPending={isPending}
      emptyText="vitrina.menu.noCalculator"
      // Blank is "no button", which the API reads as null.
      parse={(value: string) => (value === '' ? null : value)}
      helperText={error ? 'vitrina.menu.calculatorsUnavailable' : 'vitrina.menu.calculatorHelp'}
      sx={{ minWidth: 320 }}
    />
  );
}
