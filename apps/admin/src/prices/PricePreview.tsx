import {
  Alert,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import type { PricePreview as Preview, PriceDraft } from '@vitrina/contract';
import type { CalculatorDefinition } from '@vitrina/pricing';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { VitrinaDataProvider } from '../dataProvider';
import { MoneyText } from './MoneyText';

/**
 * The preview (issue 18): the definition on screen, saved or not, priced by the API's engine on sample
 * configurations against the published version — old, new and the change — before anything goes live.
 */
export function PricePreview() {
  const record = useRecordContext<PriceDraft>();
  const dataProvider = useDataProvider<VitrinaDataProvider>();
  const translate = useTranslate();
  const { getValues } = useFormContext();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  if (!record) return null;
  const run = async () => {
    setLoading(true);
    setProblem(null);
    try {
      setPreview(await dataProvider.pricePreview(record.id, getValues('definition') as CalculatorDefinition));
    } catch (error) {
      setPreview(null);
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <div>
        <Button variant="contained" onClick={() => void run()} disabled={loading}>
          {translate('vitrina.prices.preview')}
        </Button>
      </div>
      {problem && <Alert severity="error">{problem}</Alert>}
      {preview && (
        // Focusable, so that a keyboard can scroll the table sideways on a narrow screen.
        <TableContainer
          sx={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label={translate('vitrina.prices.previewTable', { version: preview.published_version })}
        >
          <Table
            size="small"
            aria-label={translate('vitrina.prices.previewTable', { version: preview.published_version })}
          >
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {translate('vitrina.prices.sample')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {translate('vitrina.prices.size')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {translate('vitrina.prices.old', { version: preview.published_version })}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {translate('vitrina.prices.new')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {translate('vitrina.prices.change')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.samples.map((sample) => (
                <TableRow key={sample.key} data-sample={sample.key}>
                  <TableCell component="th" scope="row">
                    {translate(`vitrina.prices.samples.${sample.key}`, { _: sample.key })}
                  </TableCell>
                  <TableCell>
                    {sample.width} × {sample.height} mm
                  </TableCell>
                  <TableCell align="right">
                    <MoneyText cents={sample.old} />
                  </TableCell>
                  <TableCell align="right">
                    <MoneyText cents={sample.new} />
                  </TableCell>
                  <TableCell align="right" data-change>
                    {sample.change_percent === null
                      ? '—'
                      : `${sample.change_percent > 0 ? '+' : ''}${sample.change_percent.toLocaleString()} %`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
