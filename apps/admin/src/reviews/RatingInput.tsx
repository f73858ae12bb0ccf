import { FormControl, FormHelperText, FormLabel, Rating } from '@mui/material';
import { RATING_HALVES } from '@vitrina/contract';
import { required, useInput, useTranslate } from 'react-admin';

/**
 * A review's rating as stars in half steps. The API keeps it in half stars (1..10) so 0.5 steps stay exact:
 * the stars shown are the stored value over two.
 */
export function RatingInput({ source }: { source: string }) {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source, validate: required() });
  const halves = typeof field.value === 'number' ? field.value : null;
  return (
    <FormControl error={fieldState.invalid} sx={{ my: 1 }}>
      <FormLabel htmlFor={id}>{translate('resources.reviews.fields.rating_halves')}</FormLabel>
      <Rating
        id={id}
        name={field.name}
        value={halves === null ? null : halves / 2}
        precision={0.5}
        max={RATING_HALVES.max / 2}
        onChange={(_event, stars) => field.onChange(stars === null ? null : Math.round(stars * 2))}
        onBlur={field.onBlur}
      />
      {fieldState.error?.message ? (
        <FormHelperText>
          {translate(fieldState.error.message, { _: fieldState.error.message })}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
