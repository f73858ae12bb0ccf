import { randomBytes } from 'node:crypto';
import type { Config, ConfiguredPayments, PaymentSettings } from '../../config';
import { persistedSecret } from '../auth/secret';

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
  Partial<Pick<Config, 'apiPublicUrl' | 'bonusRateBasisPoints'>> & { payments?: PaymentSettings };

/** The file in DATA_DIR that keeps the sandbox's signature key when SANDBOX_SIGNATURE_KEY is unset. */
export const sandboxKeyFile = 'sandbox-signature-key';

/**
 * The payment settings with the sandbox's signature key filled in: SANDBOX_SIGNATURE_KEY when set, otherwise
 * a random key made once per install and kept in the data folder (like the auth secret), so nobody can sign
 * a callback with a key published in the source. Several API processes need the key or a shared DATA_DIR.
 */
export async function withSandboxKey(
  payments: ConfiguredPayments,
  dataDir: string,
): Promise<PaymentSettings> {
  if (payments.provider === 'maib') return payments;
  if (payments.signatureKey !== undefined)
    return { provider: 'sandbox', signatureKey: payments.signatureKey };
  return { provider: 'sandbox', signatureKey: await persistedSecret(dataDir, sandboxKeyFile) };
}

/**
 * The payment options of a (possibly partial) configuration. Tests build the app with only a few settings,
 * so the rest falls back to parseConfig's own defaults: the sandbox bank (with a random key of its own), the
 * API on port 4000, 3 % bonuses.
 */
export function paymentOptions(config: PaymentConfig): PaymentOptions {
  return {
    settings: config.payments ?? { provider: 'sandbox', signatureKey: randomBytes(48).toString('base64url') },
    apiPublicUrl: (config.apiPublicUrl ?? 'http://localhost:4000').replace(/\/+$/, ''),
    publicOrigin: config.publicOrigin.replace(/\/+$/, ''),
    bonusRateBasisPoints: config.bonusRateBasisPoints ?? 300,
  };
}
