import { OpeningIcon } from '@vitrina/drawing';
import { formMessages } from '@vitrina/forms';
import { getMessages, type Locale } from '@vitrina/locale';
import type { Crumb } from '@/app/_shell/Breadcrumbs';
import { PageFrame } from '@/app/_shell/PageFrame';
import { priceActionTexts } from '@/components/offers/price-action-texts';
import type { CalculatorSeo, CalculatorTypeDetail } from '@/lib/api';
import { configurationAt } from '@/lib/configurator/configuration-state';
import { SeoText } from './CalculatorList';
import listStyles from './CalculatorList.module.css';
import { Configurator } from './Configurator';
import { DrawingFigure } from './DrawingFigure';
import { PreviewNotice, type PreviewState } from './PreviewNotice';

interface ConfiguratorViewProps {
  locale: Locale;
  calculator: CalculatorTypeDetail;
  seo: CalculatorSeo | null;
  /** Crumbs between Home and this calculator (Calculators, and its category when it has several). */
  trail: Crumb[];
  /** A back-office preview link: the draft shown (its token priced with), or a link refused; null: neither. */
  preview?: PreviewState;
}

/** A calculator's page: heading, the configurator, its selling points and documents, its SEO text. */
export function ConfiguratorView({ locale, calculator, seo, trail, preview = null }: ConfiguratorViewProps) {
  const messages = getMessages(locale);
  const texts = messages.configurator;
  const forms = formMessages[locale];
  // The configuration a kept page renders (no query): drawn here, so the browser needs the drawing's code only
  // to draw another (docs/adr/0056).
  const shown = configurationAt(calculator.definition, '');
  return (
    <PageFrame locale={locale} title={calculator.title} trail={trail}>
      <PreviewNotice preview={preview} texts={texts.preview} />
      <h1>{seo?.heading || calculator.title}</h1>
      <Configurator
        locale={locale}
        type={{
          id: calculator.id,
          title: calculator.title,
          link: calculator.link,
          definition: calculator.definition,
          description: calculator.description,
        }}
        texts={texts}
        orderCallTexts={{ form: texts.orderCall, required: forms.required, invalidPhone: forms.invalidPhone }}
        closeLabel={messages.modals.close}
        priceActions={priceActionTexts(locale)}
        serverDrawing={{
          query: shown.query,
          figure: (
            <DrawingFigure
              definition={calculator.definition}
              configuration={shown.configuration}
              locale={locale}
            />
          ),
        }}
        openingIcons={Object.fromEntries(
          (calculator.definition.sashes?.openings ?? []).map(({ type }) => [
            type,
            <OpeningIcon key={type} type={type} title={null} />,
          ]),
        )}
        preview={preview !== null && preview !== 'refused' ? preview.token : null}
      />
      <div className={listStyles.about}>
        {calculator.description_items.length > 0 ? (
          <section aria-labelledby="calculator-items-heading">
            <h2 id="calculator-items-heading">{texts.about.items}</h2>
            <ul>
              {calculator.description_items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {calculator.documents.length > 0 ? (
          <section aria-labelledby="calculator-documents-heading">
            <h2 id="calculator-documents-heading">{texts.about.documents}</h2>
            <ul>
              {calculator.documents.map((document) => (
                <li key={document.link}>
                  <a href={document.link}>{document.name}</a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <SeoText html={seo?.text} />
    </PageFrame>
  );
}
