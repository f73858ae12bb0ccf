import { useQuery } from '@tanstack/react-query';
import { useDataProvider, usePermissions } from 'react-admin';
import type { VitrinaDataProvider } from '../dataProvider';

/**
 * The dashboard's figures, shared by the dashboard and the inbox badge, kept fresh every 30 s. An editor's role
 * has no orders or leads (docs/adr/0024): the API would refuse the figures, so they are not asked for.
 */
export function useDashboard() {
  const dataProvider = useDataProvider<VitrinaDataProvider>();
  const { permissions } = usePermissions<string>();
  const figures = useQuery({
    queryKey: ['vitrina', 'dashboard'],
    queryFn: () => dataProvider.dashboard(),
    refetchInterval: 30_000,
    enabled: permissions !== undefined && permissions !== 'editor',
  });
  return { ...figures, noFigures: permissions === 'editor' };
}
