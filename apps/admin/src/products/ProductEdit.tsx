import { Create, Edit } from 'react-admin';
import { withoutEmptyPosition } from '../common/PositionInput';
import { useConflictHandling } from '../common/useConflictHandling';
import { ProductForm } from './ProductForm';
import { ProductPriceHistory } from './ProductPriceHistory';
import { withPreset } from './presetTransform';

/**
 * A product saved on the version it was read at: a 409 (someone saved first, or a price of 0 to confirm) is
 * shown as the API words it, and the record reloaded. Its price history follows the form.
 */
export function ProductEdit() {
  const mutationOptions = useConflictHandling();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions} transform={withPreset}>
      <ProductForm />
      <ProductPriceHistory />
    </Edit>
  );
}

export function ProductCreate() {
  return (
    <Create redirect="edit" transform={(data) => withPreset(withoutEmptyPosition(data))}>
      <ProductForm creating />
    </Create>
  );
}
