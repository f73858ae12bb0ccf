import type { FieldErrors } from '@vitrina/contract';
import { clientName, phone } from '@vitrina/forms';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { calculations, calculatorTypes, orderCalls } from '../../db/schema';
import { formFieldErrors } from '../../http/form-errors';
import { format, messagesFor } from '../../i18n/messages';
import { receiveLead } from '../feedbacks/lead';
import type { Created, FeedbackDeps, Refused, Sender } from '../feedbacks/outcome';
import { languageRow, shopTexts } from '../feedbacks/shop-email';

export interface OrderCallInput {
  client_name: string;
  client_phone: string;
  calculator_id?: string | undefined;
  calculator_type_id?: number | undefined;
}

const clientRules = z.object({ client_name: clientName, client_phone: phone });

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * "Order a call" about a configured item: the name and phone follow docs/product.md §5 (the same rules as the form), and
 * a named calculation must be one the API saved for that calculator, so a call is always about a real price.
 * Stored as a lead with the shop's e-mail (feedbacks/lead.ts); the route counts requests per address (modules/auth/rate-limits.ts).
 */
export async function orderCall(
  deps: FeedbackDeps,
  { locale }: Sender,
  input: OrderCallInput,
): Promise<Created | Refused> {
  const { database } = deps;
  const client = clientRules.safeParse(input);
  const errors: FieldErrors = client.success ? {} : formFieldErrors(client.error, locale);

  let calculatorTypeId = input.calculator_type_id ?? null;
  const calculatorId = input.calculator_id?.trim() || null;
  const texts = messagesFor(locale).calculator;
  if (calculatorId !== null) {
    const calculation = uuidPattern.test(calculatorId)
      ? await findCalculation(database, calculatorId)
      : undefined;
    if (!calculation || (calculatorTypeId !== null && calculation.calculatorTypeId !== calculatorTypeId))
      errors.calculator_id = [texts.unknownCalculation];
    else calculatorTypeId = calculation.calculatorTypeId;
  } else if (calculatorTypeId !== null && !(await findType(database, calculatorTypeId))) {
    errors.calculator_type_id = [texts.unknownType];
  }
  if (!client.success || Object.keys(errors).length > 0) return { status: 400, body: errors };
  const name = client.data.client_name;
  const phone = client.data.client_phone.trim();

  const shopText = shopTexts();
  const calculator =
    calculatorTypeId === null ? undefined : (await findType(database, calculatorTypeId))?.title.ro;
  const id = await receiveLead(deps, {
    kind: 'order_call',
    locale,
    contact: { name, phone },
    store: async (tx) =>
      (
        await tx
          .insert(orderCalls)
          .values({ clientName: name, clientPhone: phone, calculatorId, calculatorTypeId, locale })
          .returning({ id: orderCalls.id })
      )[0],
    email: () => ({
      subject: format(shopText.orderCallSubject, { name, phone }),
      title: shopText.orderCallTitle,
      rows: [
        { label: shopText.name, value: name },
        { label: shopText.phone, value: phone },
        ...(calculator
          ? [{ label: shopText.calculator, value: `${calculator} (id ${calculatorTypeId})` }]
          : []),
        ...(calculatorId ? [{ label: shopText.calculation, value: calculatorId }] : []),
        languageRow(locale),
      ],
    }),
  });
  return { status: 201, body: { id } };
}

async function findCalculation(database: Database, id: string) {
  const [row] = await database.db
    .select({ calculatorTypeId: calculations.calculatorTypeId })
    .from(calculations)
    .where(eq(calculations.id, id));
  return row;
}

async function findType(database: Database, id: number) {
  const [row] = await database.db
    .select({ title: calculatorTypes.title })
    .from(calculatorTypes)
    .where(eq(calculatorTypes.id, id));
  return row;
}
