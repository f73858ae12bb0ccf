import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext } from 'react-admin';
import { ordering } from '../dataProvider';
import { apiRoot, queryString } from '../http';

/**
 * Downloads the API's CSV export (`path`) of the list as filtered and sorted on screen: the API writes the file
 * (every page, formula cells neutralized), the browser saves it with the session cookie.
 */
export function ExportCsvButton({ path }: { path: string }) {
  const { filterValues, sort, resource } = useListContext();
  const href = `${apiRoot}${path}${queryString({ ...filterValues, ...ordering(resource, sort) })}`;
  return (
    <Button component="a" href={href} download label="vitrina.actions.exportCsv">
      <DownloadIcon />
    </Button>
  );
}
