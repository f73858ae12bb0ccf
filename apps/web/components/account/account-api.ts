import type {
  AddressRequest,
  CustomerOrder,
  LoginRequest,
  OrderList,
  ProfileUpdateRequest,
  RegistrationRequest,
  ResetPasswordConfirmRequest,
  User,
} from '@vitrina/contract';

// What the browser's account context offers (docs/product.md §3 Auth state, §4 Auth). The tokens never reach the page:
// the storefront's Server Actions (lib/account/actions.ts) and route handlers under /api/account/ keep them in
// httpOnly cookies and answer these calls.

export type AccountStatus = 'loading' | 'signed-out' | 'signed-in';

/** A call's outcome: done, or the status and the API's error body for the form to show (docs/product.md §8). */
export type AccountOutcome<T = undefined> =
  | { ok: true; data: T }
  | { ok: false; status: number; body: unknown };

export interface AccountApi {
  status: AccountStatus;
  /** The signed-in customer (with bonuses and addresses), null when signed out or still loading. */
  user: User | null;
  /** Signs in; the anonymous cart merges into the customer's and the cart is fetched again (docs/product.md §4). */
  signIn(input: LoginRequest): Promise<AccountOutcome<User>>;
  /** Registers; with `signIn` (the checkout's order account, toLogin false) the customer is signed in too. */
  register(input: RegistrationRequest, options: { signIn: boolean }): Promise<AccountOutcome<User | null>>;
  /** E-mails a reset link; the same answer whether or not the address has an account. */
  requestReset(email: string): Promise<AccountOutcome>;
  /** Sets the new password from the link's token. */
  confirmReset(input: ResetPasswordConfirmRequest): Promise<AccountOutcome>;
  updateProfile(input: Omit<ProfileUpdateRequest, 'action'>): Promise<AccountOutcome<User>>;
  addAddress(input: AddressRequest): Promise<AccountOutcome<User>>;
  updateAddress(id: number, input: AddressRequest): Promise<AccountOutcome<User>>;
  deleteAddress(id: number): Promise<AccountOutcome<User>>;
  orders(page: number): Promise<AccountOutcome<OrderList>>;
  order(id: number): Promise<AccountOutcome<CustomerOrder>>;
  /** Signs out everywhere in this browser: cookies cleared, profile closed, home, cart fetched again. */
  signOut(): Promise<void>;
}
