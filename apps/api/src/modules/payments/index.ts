// The payments module (docs/architecture.md §2): what the rest of the API uses.
export { payAgainKey, signPayAgain } from './pay-again-link';
export { PaymentProviderError } from './provider';
export { paymentsRoutes } from './routes';
export {
  createPayments,
  PaymentError,
  type Payments,
  type StartPaymentRequest,
} from './service';
export {
  type PaymentConfig,
  paymentOptions,
  sandboxKeyFile,
  withSandboxKey,
} from './settings';
