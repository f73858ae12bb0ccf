'use client';

import type { Locale, Messages } from '@vitrina/locale';
import { useSearchParams } from 'next/navigation';
import { lazy } from 'react';
import { readSuccessQuery } from '@/lib/cart/success-query';

// The confirmation, its order view and the pay-again button load only for a visitor the bank sent back with
// the order's query; every other visit of the home page does without their code (docs/adr/0054).
const SuccessOrderModal = lazy(() =>
  import('./SuccessOrderModal').then((module) => ({ default: module.SuccessOrderModal })),
);

interface SuccessOrderOnReturnProps {
  locale: Locale;
  texts: Messages['cart']['success'];
  closeLabel: string;
}

/** The success modal of docs/product.md §2 Home query, when the URL carries its query. */
export function SuccessOrderOnReturn(props: SuccessOrderOnReturnProps) {
  const params = useSearchParams();
  return readSuccessQuery(params) === null ? null : <SuccessOrderModal {...props} />;
}
