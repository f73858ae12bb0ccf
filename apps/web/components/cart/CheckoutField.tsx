// The checkout's field pieces are the storefront's shared form pieces (components/forms), kept under their
// checkout names for the step forms.
export { FormField as CheckoutField, FormProblems, focusFirst } from '@/components/forms/FormField';
