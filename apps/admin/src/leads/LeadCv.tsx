import DownloadIcon from '@mui/icons-material/Download';
import type { AdminLead } from '@vitrina/contract';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { SectionTitle } from '../common/SectionTitle';
import { apiRoot } from '../http';

/** A vacancy application's CV, downloaded with the session cookie (the API names the file). */
export function LeadCv() {
  const lead = useRecordContext<AdminLead>();
  const translate = useTranslate();
  if (!lead?.cv) return null;
  const kilobytes = Math.max(1, Math.round(lead.cv.size / 1024));
  return (
    <>
      <SectionTitle label="vitrina.leads.cv" />
      <Button
        component="a"
        href={`${apiRoot}/leads/${lead.id}/cv`}
        download
        label="vitrina.leads.downloadCv"
        variant="outlined"
      >
        <DownloadIcon />
      </Button>{' '}
      <span>
        {lead.cv.file_name} · {translate('vitrina.leads.kilobytes', { count: kilobytes })}
      </span>
    </>
  );
}
