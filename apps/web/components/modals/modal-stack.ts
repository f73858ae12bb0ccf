// The open modals as a stack, latest first (docs/product.md §4 Modals). Opening a modal normally closes the
// others; a flow step (order → delivery → payment) may keep the ones below with `stack: true`.

export type ModalName =
  | 'auth'
  | 'registration'
  | 'reset'
  | 'find_spec'
  | 'find_spec_choose'
  | 'specialist'
  | 'profile'
  | 'cart'
  | 'order'
  | 'delivery'
  | 'payment'
  | 'contact'
  | 'order_call'
  | 'order_cart'
  | 'success'
  | 'successSubscribe'
  | 'mobile-call-popup'
  | 'calculator'
  | 'spec_details'
  | 'find'
  | 'list'
  | 'search';

export type ModalStack = readonly ModalName[];

export function openModal(stack: ModalStack, name: ModalName, options: { stack?: boolean } = {}): ModalStack {
  if (!options.stack) return stack.length === 1 && stack[0] === name ? stack : [name];
  return [name, ...stack.filter((open) => open !== name)];
}

export function closeModal(stack: ModalStack, name?: ModalName): ModalStack {
  if (name === undefined) return stack.slice(1);
  return stack.includes(name) ? stack.filter((open) => open !== name) : stack;
}
