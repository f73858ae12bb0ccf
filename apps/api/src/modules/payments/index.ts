// The payments module (docs/architecture.md §2): what the rest of the API uses.
export type { CallbackOutcome } from './callback';
export { PaymentProviderError, type ProviderName } from './provider';
export { paymentsRoutes } from './routes';
export {
  createPayments,
  PaymentError,
  type Payments,
  type RefundResult,
  type StartPaymentRequest,
} from './service';
export {
  type PaymentConfig,
  type PaymentOptions,
  paymentOptions,
  sandboxKeyFile,
  withSandboxKey,
} from './settings';
