'use client';

import type { CalculatorDescription, QuoteResponse } from '@vitrina/contract';
import { format, type Locale, localizedPath, type Messages } from '@vitrina/locale';
import type { CalculatorDefinition, Configuration, OpeningType } from '@vitrina/pricing';
import { useRouter } from 'next/navigation';
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { useCart } from '@/components/cart/CartProvider';
import { BookMeasurementButton } from '@/components/measurement/BookMeasurementButton';
import { useModals } from '@/components/modals/ModalProvider';
import { ModalSlot } from '@/components/modals/ModalSlot';
import { OfferActions } from '@/components/offers/OfferActions';
import { requestConfigurationOffer } from '@/components/offers/offer-requests';
import type { PriceActionTexts } from '@/components/offers/price-action-texts';
import { type CartBuffer, canOrderCall } from '@/lib/configurator/cart-buffer';
import { priceViewOfQuote, problemsFor } from '@/lib/configurator/price-view';
import { loadWhenIdle } from '@/lib/when-idle';
import styles from './Configurator.module.css';
import { failure, requestOrderCall, requestSavedQuote } from './calculator-requests';
import { ChoiceGroup, featureChoices } from './OptionGroup';
import type { OrderCallTexts } from './OrderCallForm';
import { PricePanel } from './PricePanel';
import { Problems } from './Problems';
import { QuantityField } from './QuantityField';
import { SizeFields } from './SizeFields';
import { useConfigurationUrl } from './use-configuration-url';

// The order-call form (and the phone rules it brings) loads when its modal first opens, not with the page.
const OrderCallForm = lazy(() =>
  import('./OrderCallForm').then((module) => ({ default: module.OrderCallForm })),
);
// The drawing's code (every kind's, the legend's texts) is not among the page's first scripts: the server
// draws the configuration it renders, and the browser fetches the code to draw another once the page is
// idle, or at the first change if that comes sooner (docs/adr/0056).
const loadDrawingFigure = () => import('./DrawingFigure');
const DrawingFigure = lazy(() => loadDrawingFigure().then((module) => ({ default: module.DrawingFigure })));
loadWhenIdle(loadDrawingFigure);

/** The server's drawing of the configuration it rendered (configurationAt with no query), and that query. */
interface ServerDrawing {
  figure: ReactNode;
  query: string;
}

/** An icon for each opening type a calculator's sashes offer. */
type OpeningIcons = Partial<Record<OpeningType, ReactNode>>;

export interface ConfiguratorType {
  id: number;
  title: string;
  /** Locale-neutral: '/calculators/windows'. */
  link: string;
  definition: CalculatorDefinition;
  description: CalculatorDescription;
}

interface ConfiguratorProps {
  locale: Locale;
  type: ConfiguratorType;
  texts: Messages['configurator'];
  orderCallTexts: OrderCallTexts;
  closeLabel: string;
  priceActions: PriceActionTexts;
  serverDrawing: ServerDrawing;
  /** The sash choices' icons, drawn by the server like the first picture (docs/adr/0056). */
  openingIcons: OpeningIcons;
  /**
   * A preview link's token (issue 18): the draft is shown and every quote is priced with it; nothing can be put
   * in the cart or ordered by phone. Null on the ordinary page.
   */
  preview: string | null;
}

interface Saved {
  query: string;
  response: QuoteResponse;
}

/**
 * The configurator (docs/product.md §3, §4): one client tree over the URL's configuration. The page is kept, so the
 * server renders the calculator's defaults and the browser adopts a shared link's choices as it hydrates. Every
 * choice is priced at once in the browser by the shared engine, with no request: the API prices the item again
 * when it is added to the cart or saved, and apps/api/test/calculator-parity.test.ts keeps both to the cent.
 */
export function Configurator({
  locale,
  type,
  texts,
  orderCallTexts,
  closeLabel,
  priceActions,
  serverDrawing,
  openingIcons,
  preview,
}: ConfiguratorProps) {
  const { definition } = type;
  const { configuration, quantity, result, query, change } = useConfigurationUrl(definition, preview);
  const view = priceViewOfQuote(result, locale);
  const { open } = useModals();
  const router = useRouter();
  const saved = useRef<Saved | null>(null);
  const [busy, setBusy] = useState(false);
  const [fatal, setFatal] = useState<Error | null>(null);
  if (fatal !== null) throw fatal;

  const choose = (next: Partial<Configuration>) => change({ ...configuration, ...next }, quantity, 'push');
  const setSize = (part: 'width' | 'height') => (value: number) =>
    change({ ...configuration, [part]: value }, quantity, 'replace');
  const setQuantity = useCallback(
    (value: number) => change(configuration, value, 'replace'),
    [change, configuration],
  );

  /** Stores this calculation on the API once (docs/product.md §7 ?save=true) and returns it. */
  const save = async (): Promise<QuoteResponse> => {
    if (saved.current?.query === query) return saved.current.response;
    const reply = await requestSavedQuote(locale, { calculator_type_id: type.id, configuration, quantity });
    if (reply.status !== 200) throw failure(reply.status);
    const response = reply.body as QuoteResponse;
    saved.current = { query, response };
    return response;
  };

  const buffer = (response: QuoteResponse): CartBuffer => ({
    calculator_id: response.calculator_id,
    calculator_type_id: type.id,
    title: type.title,
    link: `${type.link}?${query}`,
    configuration: response.configuration,
    quantity: response.quantity,
    total: response.total ?? 0,
    version: response.version,
  });

  const { addConfigured } = useCart();
  /** docs/product.md §4: the configured item goes into the cart (the API prices it again), then the visitor goes to /cart. */
  const addToCart = async () => {
    setBusy(true);
    const outcome = await addConfigured({ calculator_type_id: type.id, configuration, quantity });
    if (outcome.ok) {
      router.push(localizedPath(locale, 'cart'));
      return;
    }
    setBusy(false);
    setFatal(failure(outcome.status));
  };

  const orderCall = async (client: { client_name: string; client_phone: string }) => {
    try {
      const item = buffer(await save());
      // docs/product.md §5 Order from cart: skipped when the calculation has no id or no type.
      if (!canOrderCall(item)) return;
      const reply = await requestOrderCall(locale, {
        ...client,
        calculator_id: item.calculator_id,
        calculator_type_id: item.calculator_type_id,
      });
      if (reply.status !== 201 && reply.status !== 200) throw failure(reply.status);
      open('success');
    } catch (error) {
      setFatal(error instanceof Error ? error : failure(500));
    }
  };

  const sashesDefinition = definition.sashes;
  const additionalsProblems = definition.additionals.flatMap((additional) =>
    problemsFor(view, `additionals.${additional.key}`),
  );
  const generalProblems = [...problemsFor(view, 'configuration'), ...problemsFor(view, 'sashes')];
  // The server's picture while it shows this configuration, and while the code to draw another is on its way.
  const figure =
    query === serverDrawing.query ? (
      serverDrawing.figure
    ) : (
      <Suspense fallback={serverDrawing.figure}>
        <DrawingFigure definition={definition} configuration={configuration} locale={locale} />
      </Suspense>
    );

  return (
    <div className={styles.configurator}>
      <div className={styles.drawing}>
        {figure}
        <button type="button" className={styles.more} onClick={() => open('calculator')}>
          {texts.about.description}
        </button>
      </div>

      <section className={styles.form} aria-labelledby="configurator-form-heading">
        <h2 id="configurator-form-heading" className="visually-hidden">
          {texts.form.heading}
        </h2>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{texts.form.sizes}</legend>
          <SizeFields
            definition={definition}
            configuration={configuration}
            result={result}
            locale={locale}
            texts={texts.form}
            onSize={(part, value) => setSize(part)(value)}
            onChoose={choose}
          />
        </fieldset>

        {definition.features.map((feature) => (
          <ChoiceGroup
            key={feature.key}
            name={`feature-${feature.key}`}
            legend={feature.label[locale]}
            choices={featureChoices(feature, locale)}
            selected={configuration.options[feature.key] ?? feature.default}
            problems={problemsFor(view, `options.${feature.key}`)}
            onSelect={(option) => choose({ options: { ...configuration.options, [feature.key]: option } })}
          />
        ))}

        {sashesDefinition !== null && configuration.sashes.length > 0 ? (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{texts.form.openings}</legend>
            {configuration.sashes.map((opening, index) => (
              <ChoiceGroup
                // biome-ignore lint/suspicious/noArrayIndexKey: a sash is its position, left to right
                key={index}
                name={`sash-${index}`}
                legend={format(texts.form.sash, { number: index + 1 })}
                choices={sashesDefinition.openings.map((candidate) => ({
                  key: candidate.type,
                  label: candidate.label[locale],
                  visual: openingIcons[candidate.type],
                }))}
                selected={opening}
                problems={problemsFor(view, `sashes.${index}`)}
                onSelect={(type) =>
                  choose({
                    sashes: configuration.sashes.map((current, i) =>
                      i === index ? (type as typeof current) : current,
                    ),
                  })
                }
              />
            ))}
          </fieldset>
        ) : null}

        {definition.additionals.length > 0 ? (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{texts.form.additionals}</legend>
            <div className={styles.toggles}>
              {definition.additionals.map((additional) => {
                const on = configuration.additionals.includes(additional.key);
                return (
                  <label key={additional.key} className={styles.toggle}>
                    <input
                      type="checkbox"
                      checked={on}
                      onChange={() =>
                        choose({
                          additionals: on
                            ? configuration.additionals.filter((key) => key !== additional.key)
                            : [...configuration.additionals, additional.key],
                        })
                      }
                    />
                    <span>{additional.label[locale]}</span>
                  </label>
                );
              })}
            </div>
            <Problems id="configurator-additionals-problems" messages={additionalsProblems} />
          </fieldset>
        ) : null}
        <Problems id="configurator-problems" messages={generalProblems} />
      </section>

      <PricePanel
        locale={locale}
        texts={texts.price}
        problemsHeading={texts.form.problems}
        view={view}
        quantityField={
          <QuantityField
            id="configurator-quantity"
            value={quantity}
            label={texts.price.quantity}
            hint={texts.price.quantityHint}
            onValue={setQuantity}
          />
        }
        actions={
          // A preview's prices are not for sale (the banner above says so); the cart would price the published ones.
          preview !== null ? null : (
            <>
              <button
                type="button"
                className="btn btn--accent"
                disabled={busy || view.status !== 'priced'}
                onClick={addToCart}
              >
                {busy ? texts.price.adding : texts.price.addToCart}
              </button>
              <button type="button" className="btn btn--outline" onClick={() => open('order_cart')}>
                {texts.price.orderCall}
              </button>
            </>
          )
        }
        moreActions={
          preview !== null ? null : (
            <>
              <BookMeasurementButton
                locale={locale}
                texts={priceActions.measurement}
                configurations={[{ calculator_type_id: type.id, configuration, quantity }]}
              />
              <OfferActions
                locale={locale}
                texts={priceActions}
                subject={query}
                disabled={view.status !== 'priced'}
                make={() =>
                  requestConfigurationOffer(locale, { calculator_type_id: type.id, configuration, quantity })
                }
              />
            </>
          )
        }
      />

      <ModalSlot name="order_cart" title={texts.orderCall.title} closeLabel={closeLabel} size="sm">
        <Suspense fallback={null}>
          <OrderCallForm texts={orderCallTexts} onSend={orderCall} />
        </Suspense>
      </ModalSlot>
      <ModalSlot name="success" title={texts.success.title} closeLabel={closeLabel} size="sm">
        <p>{texts.success.text}</p>
      </ModalSlot>
      <ModalSlot name="calculator" title={type.description.title} closeLabel={closeLabel} size="md">
        {/* Sanitized by the API (no script, no handlers): docs/product.md §2 calculator modal. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML sanitized on the server */}
        <div className={styles.richText} dangerouslySetInnerHTML={{ __html: type.description.text }} />
      </ModalSlot>
    </div>
  );
}
