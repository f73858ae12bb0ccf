import { type Config, type PaymentSettings, sandboxSignatureKey } from '../../config';

/** What the payments module reads from the configuration. */
export interface PaymentOptions {
  settings: PaymentSettings;
  /** Where browsers and the bank reach this API: the sandbox page and the callback URL hang off it. */
  apiPublicUrl: string;
  /** The storefront: the bank sends the customer back there. */
  publicOrigin: string;
  bonusRateBasisPoints: number;
}

export type PaymentConfig = Pick<Config, 'publicOrigin'> &
  Partial<Pick<Config, 'payments' | 'apiPublicUrl' | 'bonusRateBasisPoints'>>;

/**
 * The payment options of a (possibly partial) configuration. Tests build the app with only a few settings,
 * so the rest falls back to parseConfig's own defaults: the sandbox bank, the API on port 4000, 3 % bonuses.
 */
export function paymentOptions(config: PaymentConfig): PaymentOptions {
  return {
    settings: config.payments ?? { provider: 'sandbox', signatureKey: sandboxSignatureKey },
    apiPublicUrl: (config.apiPublicUrl ?? 'http://localhost:4000').replace(/\/+$/, ''),
    publicOrigin: config.publicOrigin.replace(/\/+$/, ''),
    bonusRateBasisPoints: config.bonusRateBasisPoints ?? 300,
  };
}
