import type { FieldErrors, MeasurementBooked, MeasurementRequest } from '@vitrina/contract';
import { measurementRules } from '@vitrina/forms';
import { format, type Locale } from '@vitrina/locale';
import { quote } from '@vitrina/pricing';
import { eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { calculations, measurementBookingItems, measurementBookings } from '../../db/schema';
import { formFieldErrors } from '../../http/form-errors';
import { enqueueMail } from '../../mail/outbox';
import { shopAddress } from '../../mail/shop-address';
import type { PreparedDefinitions } from '../calculator/prepared-definitions';
import { definitionAt } from '../calculator/quoting';
import { receiveLead } from '../feedbacks/lead';
import type { FeedbackDeps, Refused, Sender } from '../feedbacks/outcome';
import { languageRow, shopTexts } from '../feedbacks/shop-email';
import { isDayOff, isOffered, moldovaToday } from './calendar-days';
import { readCalendar } from './calendar-store';
import { composeMeasurementEmail, visitDate, windowText } from './confirmation-email';
import { measurementMessages } from './measurement-messages';
import { takePlace, WindowFull } from './slot-counter';

export interface BookingDeps extends FeedbackDeps {
  prepared: PreparedDefinitions;
  /** The shop's address from the configuration, when it is set there. */
  shopEmail: string | undefined;
  now: () => Date;
}

export type BookingOutcome =
  | { status: 201; body: MeasurementBooked }
  | Refused
  | { status: 409; body: { detail: string } };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A configuration the visit is about, priced again by the engine with the version that priced it. */
interface PricedItem {
  calculationId: string;
  calculatorTypeId: number;
  version: number;
  quantity: number;
  total: number | null;
}

/**
 * The saved calculations named by the booking, each priced again by @vitrina/pricing with its own definition
 * version (never a price the browser sent); undefined when one is unknown or no longer prices.
 */
async function pricedItems(
  q: Queryable,
  prepared: PreparedDefinitions,
  ids: readonly string[],
): Promise<PricedItem[] | undefined> {
  const items: PricedItem[] = [];
  for (const id of ids) {
    if (!uuidPattern.test(id)) return undefined;
    const [saved] = await q.select().from(calculations).where(eq(calculations.id, id));
    if (!saved) return undefined;
    const loaded = await definitionAt(q, prepared, saved.calculatorTypeId, saved.version);
    if (!loaded) return undefined;
    const result = quote(loaded.definition, saved.configuration, {
      sizes: 'reject',
      quantity: saved.quantity,
    });
    if (result.status === 'rejected') return undefined;
    items.push({
      calculationId: saved.id,
      calculatorTypeId: saved.calculatorTypeId,
      version: result.status === 'priced' ? result.quote.version : result.version,
      quantity: saved.quantity,
      total: result.status === 'priced' ? result.quote.total : null,
    });
  }
  return items;
}

/**
 * POST /measurements/bookings/ (docs/product.md §5 Measurement booking): the visitor's fields by the forms'
 * rules, a window the calendar offers, the configurations priced again; then, in ONE transaction, a place
 * taken in the window (docs/adr/0038), the booking, its lead, the shop's e-mail and the visitor's confirmation.
 * A window that filled up meanwhile answers 409 and leaves nothing behind.
 */
export async function bookMeasurement(
  deps: BookingDeps,
  { locale }: Sender,
  input: MeasurementRequest,
): Promise<BookingOutcome> {
  const texts = measurementMessages[locale];
  const parsed = measurementRules.safeParse(input);
  if (!parsed.success) return { status: 400, body: formFieldErrors(parsed.error, locale) };
  const booking = parsed.data;
  const db = deps.database.db;

  const today = moldovaToday(deps.now());
  const calendar = await readCalendar(db, today);
  const errors: FieldErrors = {};
  if (isDayOff(calendar, booking.day)) errors.day = [texts.dayOff];
  else if (!isOffered(calendar, today, booking.day, booking.window)) errors.window = [texts.notOffered];
  const items = await pricedItems(db, deps.prepared, booking.calculations);
  if (!items) errors.calculations = [texts.unknownCalculation];
  if (Object.keys(errors).length > 0 || !items) return { status: 400, body: errors };

  try {
    const id = await receiveLead(deps, {
      kind: 'measurement',
      locale,
      contact: { name: booking.name, phone: booking.phone, email: booking.email },
      store: async (tx) => {
        if (!(await takePlace(tx, booking.day, booking.window, calendar.capacity))) throw new WindowFull();
        const [stored] = await tx
          .insert(measurementBookings)
          .values({
            day: booking.day,
            window: booking.window,
            name: booking.name,
            phone: booking.phone,
            email: booking.email,
            city: booking.city,
            address: booking.address,
            note: booking.note,
            locale,
          })
          .returning({ id: measurementBookings.id });
        if (!stored) return undefined;
        if (items.length > 0)
          await tx
            .insert(measurementBookingItems)
            .values(items.map((item, position) => ({ ...item, bookingId: stored.id, position })));
        if (booking.email !== '') await confirm(tx, deps.shopEmail, stored.id, { ...booking, items }, locale);
        return stored;
      },
      email: () => shopEmail(booking, items.length, locale),
    });
    return { status: 201, body: { id, day: booking.day, window: booking.window } };
  } catch (error) {
    if (error instanceof WindowFull) return { status: 409, body: { detail: texts.windowFull } };
    throw error;
  }
}

type Booking = ReturnType<typeof measurementRules.parse>;

/** The visitor's confirmation, into the outbox in the booking's transaction; replies reach the shop. */
async function confirm(
  tx: Tx,
  shop: string | undefined,
  id: number,
  booking: Omit<Booking, 'calculations'> & { items: PricedItem[] },
  locale: Locale,
) {
  await enqueueMail(tx, {
    kind: 'measurement.customer',
    ref: `measurement:${id}`,
    to: booking.email,
    replyTo: await shopAddress(tx, shop),
    ...composeMeasurementEmail({ ...booking, items: booking.items.length }, locale),
  });
}

/** The shop's e-mail, in the shop's language, as the other forms' (feedbacks/shop-email.ts). */
function shopEmail(booking: Booking, items: number, locale: Locale) {
  const texts = shopTexts();
  const m = measurementMessages.ro.shop;
  const when = `${visitDate(booking.day, 'ro')}, ${windowText(booking.window)}`;
  return {
    subject: format(m.subject, {
      date: booking.day,
      window: windowText(booking.window),
      name: booking.name,
    }),
    title: m.title,
    rows: [
      { label: m.when, value: when },
      { label: texts.name, value: booking.name },
      { label: texts.phone, value: booking.phone },
      ...(booking.email === '' ? [] : [{ label: texts.email, value: booking.email }]),
      { label: m.city, value: booking.city },
      { label: m.address, value: booking.address },
      ...(booking.note === '' ? [] : [{ label: m.note, value: booking.note }]),
      ...(items > 0 ? [{ label: m.configurations, value: String(items) }] : []),
      languageRow(locale),
    ],
    ...(booking.email === '' ? {} : { replyTo: booking.email }),
  };
}
