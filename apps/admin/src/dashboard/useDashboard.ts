import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { VitrinaDataProvider } from '../dataProvider';

/** The dashboard's figures, shared by the dashboard and the inbox badge, kept fresh every 30 s. */
export function useDashboard() {
  const dataProvider = useDataProvider<VitrinaDataProvider>();
  return useQuery({
    queryKey: ['vitrina', 'dashboard'],
    queryFn: () => dataProvider.dashboard(),
    refetchInterval: 30_000,
  });
}
