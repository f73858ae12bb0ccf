import type { PriceOffer, PriceOfferItem } from '@vitrina/contract';
import { ConfigurationDrawing } from '@vitrina/drawing';
import { format, formatEuro, getMessages, type Locale, localeRecord, withLocale } from '@vitrina/locale';
import { configurationHref } from '@vitrina/pricing';
import { getCalculatorTypeVersion } from '@/lib/api';
import styles from './OfferView.module.css';

interface OfferViewProps {
  locale: Locale;
  offer: PriceOffer;
}

function dateText(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeRecord(locale).iso, {
    dateStyle: 'long',
    timeZone: 'Europe/Chisinau',
  }).format(new Date(iso));
}

/** A configured line's drawing, from the definition version that priced it; nothing for a product. */
async function ItemDrawing({ item, locale, id }: { item: PriceOfferItem; locale: Locale; id: string }) {
  if (item.calculator_type_id === null || item.version === null || item.configuration === null) return null;
  const type = await getCalculatorTypeVersion(locale, item.calculator_type_id, item.version);
  if (type === null) return null;
  return (
    <div className={styles.drawing}>
      <ConfigurationDrawing
        definition={type.definition}
        configuration={item.configuration}
        locale={locale}
        id={id}
      />
    </div>
  );
}

/**
 * An offer as it was made: each line with its drawing, its words and the prices it was given, the totals, and
 * the way back into the configurator with that configuration; the PDF again.
 */
export async function OfferView({ locale, offer }: OfferViewProps) {
  const texts = getMessages(locale).offers;
  const t = texts.page;
  const euro = (cents: number) => formatEuro(cents, locale, 'always');
  const number = new Intl.NumberFormat(localeRecord(locale).iso, { maximumFractionDigits: 2 });
  const totals = offer.totals;
  return (
    <div className={styles.offer}>
      <h1>{format(t.title, { number: offer.number })}</h1>
      <p className={styles.meta}>{format(t.date, { date: dateText(offer.created_at, locale) })}</p>
      <p className={offer.expired ? styles.expired : styles.valid} data-testid="offer-validity">
        {format(offer.expired ? t.expired : t.validUntil, { date: dateText(offer.valid_until, locale) })}
      </p>
      <h2>{t.items}</h2>
      <ol className={styles.items}>
        {offer.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an offer is a snapshot, its lines never move
          <li key={`${index}:${item.title}`} className={styles.item}>
            <ItemDrawing item={item} locale={locale} id={`offer-drawing-${index}`} />
            <div className={styles.words}>
              <h3 className={styles.itemTitle}>{item.title}</h3>
              <ul className={styles.summary}>
                {item.summary.map((part) => (
                  <li key={part}>{part}</li>
                ))}
              </ul>
              <dl className={styles.prices}>
                <div>
                  <dt>{t.quantity}</dt>
                  <dd>{number.format(item.quantity)}</dd>
                </div>
                <div>
                  <dt>{t.unitPrice}</dt>
                  <dd>{euro(item.unit_price)}</dd>
                </div>
                <div>
                  <dt>{t.total}</dt>
                  <dd data-testid="offer-item-total">
                    <strong>{euro(item.total_price)}</strong>
                  </dd>
                </div>
              </dl>
              {item.configuration !== null ? (
                <a
                  className="btn btn--outline"
                  href={withLocale(locale, configurationHref(item.link, item.configuration, item.quantity))}
                >
                  {t.openInConfigurator}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      <h2>{t.totals}</h2>
      <dl className={styles.totals} data-testid="offer-totals">
        <div>
          <dt>{t.common}</dt>
          <dd>{euro(totals.common)}</dd>
        </div>
        {totals.quantity_discount !== 0 ? (
          <div>
            <dt>{t.quantityDiscount}</dt>
            <dd>{euro(totals.quantity_discount)}</dd>
          </div>
        ) : null}
        {totals.coupon_discount !== 0 ? (
          <div>
            <dt>{t.coupon}</dt>
            <dd>{euro(totals.coupon_discount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.delivery}</dt>
          <dd>{totals.delivery === 0 ? t.deliveryFree : euro(totals.delivery)}</dd>
        </div>
        <div className={styles.grand}>
          <dt>{t.grandTotal}</dt>
          <dd data-testid="offer-grand-total">{euro(totals.grand_total)}</dd>
        </div>
      </dl>
      <p className={styles.meta}>{format(t.vat, { amount: euro(totals.vat) })}</p>
      <a className="btn btn--accent" href={`/api/offers/${offer.number}/pdf?lang=${locale}`} download>
        {texts.download}
      </a>
    </div>
  );
}
