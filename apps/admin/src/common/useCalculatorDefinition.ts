import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { VitrinaDataProvider } from '../dataProvider';

/**
 * The calculator definition version that priced a configured item. Versions never change (docs/adr/0012), so
 * one fetch per version serves every line and every page.
 */
export function useCalculatorDefinition(typeId: number | null, version: number | null) {
  const dataProvider = useDataProvider<VitrinaDataProvider>();
  return useQuery({
    queryKey: ['vitrina', 'calculator', typeId, version],
    queryFn: () => dataProvider.calculatorDefinition(typeId ?? 0, version ?? 0),
    enabled: typeId !== null && version !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
