'use client';

import {
  type Characteristic,
  DEFAULT_SPECIALIST_CITY,
  type Specialist,
  type SpecialistCity,
  type SpecialistSummary,
} from '@vitrina/contract';
import { formatEuro, type Locale } from '@vitrina/locale';
import { format } from '@vitrina/locale/messages/define';
import { type ReactNode, use, useState } from 'react';
import { useModals } from '@/components/modals/ModalProvider';
import { ModalSlot } from '@/components/modals/ModalSlot';
import { ArrowLeftIcon, CheckIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import { RatingStars } from '@/components/ui/RatingStars';
import { ratingText } from '@/components/ui/rating';
import { Select } from '@/components/ui/Select';
import { isRecord } from '@/lib/is-record';
import styles from './Specialists.module.css';
import { loadSpecialistTexts, type SpecialistTexts } from './specialist-texts';
import { type Loaded, useSpecialistData } from './use-specialist-data';

// The specialist finder (docs/product.md §2): find_spec (the city, Кишинёв by default) → find_spec_choose (that city's
// specialists) → specialist (one of them whole). Each step replaces the one before; each has a way back.

type Texts = SpecialistTexts['t'];

const isList = (body: unknown): body is SpecialistSummary[] => Array.isArray(body);
const isCities = (body: unknown): body is SpecialistCity[] => Array.isArray(body);
const isSpecialist = (body: unknown): body is Specialist =>
  isRecord(body) && typeof body.id === 'number' && Array.isArray(body.phones);

/** The three modals and what they share: the chosen city and the chosen specialist. */
export function SpecialistFinder({ locale }: { locale: Locale }) {
  const { t, closeLabel, rating: ratingTemplate } = use(loadSpecialistTexts(locale));
  const { isOpen, open } = useModals();
  const [city, setCity] = useState<string>(DEFAULT_SPECIALIST_CITY);
  const [chosen, setChosen] = useState<number | null>(null);

  const cities = useSpecialistData(isOpen('find_spec') ? '/api/specialists/cities' : null, locale, isCities);
  const list = useSpecialistData(
    isOpen('find_spec_choose') ? `/api/specialists?city=${encodeURIComponent(city)}` : null,
    locale,
    isList,
  );
  const detail = useSpecialistData(
    isOpen('specialist') && chosen !== null ? `/api/specialists/${chosen}` : null,
    locale,
    isSpecialist,
  );
  const rating = (value: number) => format(ratingTemplate, { rating: ratingText(value) });

  return (
    <>
      <ModalSlot name="find_spec" title={t.city.title} closeLabel={closeLabel} size="sm">
        <p className={styles.lead}>{t.city.text}</p>
        <Loading loaded={cities.loaded} retry={cities.retry} t={t}>
          {(found) => {
            // Кишинёв unless another city was chosen; the first city when the chosen one has nobody.
            const selected = found.some((option) => option.code === city) ? city : found[0]?.code;
            return (
              <form
                className={styles.cityForm}
                onSubmit={(event) => {
                  event.preventDefault();
                  if (selected === undefined) return;
                  setCity(selected);
                  open('find_spec_choose');
                }}
              >
                <Select
                  label={t.city.label}
                  className={styles.citySelect}
                  options={found.map((option) => ({ value: option.code, label: option.name }))}
                  value={selected ?? null}
                  onChange={setCity}
                />
                <button type="submit" className="btn btn--primary" disabled={found.length === 0}>
                  {t.city.submit}
                </button>
              </form>
            );
          }}
        </Loading>
      </ModalSlot>

      <ModalSlot name="find_spec_choose" title={t.list.title} closeLabel={closeLabel} size="md">
        <BackButton label={t.list.changeCity} onClick={() => open('find_spec')} />
        <Loading loaded={list.loaded} retry={list.retry} t={t}>
          {(found) =>
            found.length === 0 ? (
              <p className={styles.lead}>{t.list.empty}</p>
            ) : (
              <>
                <p className={styles.lead}>{format(t.list.city, { city: found[0]?.city.name ?? '' })}</p>
                <ul className={styles.list}>
                  {found.map((person) => (
                    <li key={person.id}>
                      <button
                        type="button"
                        className={styles.card}
                        onClick={() => {
                          setChosen(person.id);
                          open('specialist');
                        }}
                      >
                        <Summary person={person} locale={locale} t={t} rating={rating(person.rating)} />
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )
          }
        </Loading>
      </ModalSlot>

      <ModalSlot
        name="specialist"
        title={detail.loaded.state === 'ready' ? detail.loaded.data.name : t.details.title}
        closeLabel={closeLabel}
        size="md"
      >
        <BackButton label={t.details.back} onClick={() => open('find_spec_choose')} />
        <Loading loaded={detail.loaded} retry={detail.retry} t={t}>
          {(person) => <Details person={person} locale={locale} t={t} rating={rating(person.rating)} />}
        </Loading>
      </ModalSlot>
    </>
  );
}

/** The loading line, the failure with a retry button, or the data's view. */
function Loading<T>({
  loaded,
  retry,
  t,
  children,
}: {
  loaded: Loaded<T>;
  retry: () => void;
  t: Texts;
  children: (data: T) => ReactNode;
}) {
  if (loaded.state === 'loading')
    return (
      <p role="status" className={styles.muted}>
        {t.loading}
      </p>
    );
  if (loaded.state === 'failed')
    return (
      <div className={styles.failed}>
        <p role="alert">{t.failed}</p>
        <button type="button" className="btn btn--outline" onClick={retry}>
          {t.retry}
        </button>
      </div>
    );
  return children(loaded.data);
}

function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.back} onClick={onClick}>
      <ArrowLeftIcon size={18} />
      {label}
    </button>
  );
}

interface PersonProps<P> {
  person: P;
  locale: Locale;
  t: Texts;
  /** The rating as a screen reader says it. */
  rating: string;
}

/**
 * Photo, name, stars, city and the price a visit starts from: a list card, and the details' head (without the
 * name there: the modal's title says it).
 */
function Summary({
  person,
  locale,
  t,
  rating,
  named = true,
}: PersonProps<SpecialistSummary> & { named?: boolean }) {
  return (
    <>
      {/* biome-ignore lint/performance/noImgElement: the API's own small SVG avatars, as LazyImage shows them */}
      <img className={styles.photo} src={person.photo} alt="" width={64} height={64} decoding="async" />
      <span className={styles.summary}>
        {named ? <span className={styles.name}>{person.name}</span> : null}
        <span className={styles.rating}>
          <RatingStars rating={person.rating} label={rating} />
          <span aria-hidden="true">{ratingText(person.rating)}</span>
        </span>
        <span className={styles.meta}>
          <span>{person.city.name}</span>
          <span className={styles.price}>
            {format(t.list.priceFrom, { price: formatEuro(person.price, locale) })}
          </span>
        </span>
      </span>
    </>
  );
}

/** Everything about one specialist: how to reach them, what was checked, prices, properties. */
function Details({ person, locale, t, rating }: PersonProps<Specialist>) {
  const d = t.details;
  return (
    <div className={styles.details}>
      <div className={styles.head}>
        <Summary person={person} locale={locale} t={t} rating={rating} named={false} />
      </div>

      <section>
        <h3 className={styles.heading}>{d.contacts}</h3>
        <ul className={styles.contacts}>
          <li>
            <MailIcon size={20} />
            <span>
              <span className="visually-hidden">{d.email}: </span>
              <a href={`mailto:${person.email}`}>{person.email}</a>
            </span>
          </li>
          {person.phones.map((phone) => (
            <li key={phone.value + phone.name}>
              <PhoneIcon size={20} />
              <span>
                <span className={styles.muted}>{phone.name}: </span>
                <a href={`tel:${phone.value}`}>{phone.display}</a>
              </span>
            </li>
          ))}
        </ul>
      </section>

      {person.checks.length > 0 ? (
        <section>
          <h3 className={styles.heading}>{d.checks}</h3>
          <ul className={styles.checks}>
            {person.checks.map((check) => (
              <li key={check}>
                <CheckIcon size={18} className={styles.tick} />
                {check}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <Pairs
        heading={d.prices}
        pairs={person.prices.map((line) => ({ name: line.name, value: formatEuro(line.value, locale) }))}
      />
      <Pairs heading={d.properties} pairs={person.properties} />
    </div>
  );
}

/** A headed list of names and values (the price list, the properties); nothing when there are none. */
function Pairs({ heading, pairs }: { heading: string; pairs: Characteristic[] }) {
  if (pairs.length === 0) return null;
  return (
    <section>
      <h3 className={styles.heading}>{heading}</h3>
      <dl className={styles.pairs}>
        {pairs.map((pair) => (
          <div key={pair.name}>
            <dt>{pair.name}</dt>
            <dd>{pair.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
