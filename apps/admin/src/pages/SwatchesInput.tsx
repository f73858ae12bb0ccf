import { Box, InputAdornment } from '@mui/material';
import { CONTENT_LIMITS, PAGE_LIMITS } from '@vitrina/contract';
import {
  ArrayInput,
  maxLength,
  regex,
  required,
  SimpleFormIterator,
  TextInput,
  useSourceContext,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { TranslatedInput } from '../common/TranslatedInput';

const colour = /^#[0-9a-fA-F]{6}$/;
const hex = regex(colour, 'vitrina.pages.hexHelp');
// A colour is stored in small letters ('#a1b2c3'); typed in capitals it is lowered as it is typed.
const lower = (value: string) => value.toLowerCase();
const orNull = (value: string) => (value ? value.toLowerCase() : null);

/** The tone typed in `source`, drawn beside it: a code alone says little to the eye. */
function Tone({ source }: { source: string }) {
  const value: unknown = useWatch({ name: useSourceContext().getSource(source) });
  if (typeof value !== 'string' || !colour.test(value)) return null;
  return (
    <InputAdornment position="end">
      <Box
        aria-hidden
        sx={{ width: 24, height: 24, borderRadius: 1, bgcolor: value, border: 1, borderColor: 'divider' }}
      />
    </InputAdornment>
  );
}

/** A colour page's colours in order: group and name in both languages, the maker's code and its tones. */
export function SwatchesInput() {
  return (
    <ArrayInput source="swatches">
      <SimpleFormIterator>
        <TranslatedInput source="group" max={CONTENT_LIMITS.shortText} label="vitrina.pages.swatchGroup" />
        <TranslatedInput source="name" max={CONTENT_LIMITS.shortText} label="vitrina.pages.swatchName" />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, columnGap: 2 }}>
          <TextInput
            source="code"
            label="vitrina.pages.swatchCode"
            validate={[required(), maxLength(PAGE_LIMITS.swatchCode)]}
          />
          <TextInput
            source="hex"
            label="vitrina.pages.swatchHex"
            validate={[required(), hex]}
            parse={lower}
            helperText="vitrina.pages.hexHelp"
            InputProps={{ endAdornment: <Tone source="hex" /> }}
          />
          <TextInput
            source="grain_hex"
            label="vitrina.pages.swatchGrain"
            validate={hex}
            parse={orNull}
            helperText="vitrina.pages.grainHelp"
            InputProps={{ endAdornment: <Tone source="grain_hex" /> }}
          />
        </Box>
      </SimpleFormIterator>
    </ArrayInput>
  );
}
