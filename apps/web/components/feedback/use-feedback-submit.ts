'use client';

import { type FormEvent, useState } from 'react';
import type { useFormAttempt } from '@/components/forms/use-form-attempt';
import { actionReply, type StorefrontReply } from '@/lib/storefront-request';

type FormAttempt<F extends string> = ReturnType<typeof useFormAttempt<F>>;

/**
 * How every feedback form sends (docs/product.md §5, §8): nothing until the rules pass (their messages show from the
 * first attempt), then 201 / 200 → `onSent`; 400 → the server's messages under their fields (the rest on top,
 * `general`); anything else, no answer included → `onFailure` with the status.
 */
export function useFeedbackSubmit<F extends string>(
  form: FormAttempt<F>,
  onFailure: (status: number) => void,
) {
  const [sending, setSending] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);
  const submitWith =
    (send: () => Promise<StorefrontReply>, onSent: (reply: StorefrontReply) => void) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending || !form.attempt()) return;
      setGeneral([]);
      setSending(true);
      const reply = await actionReply(send());
      setSending(false);
      if (reply.status === 201 || reply.status === 200) onSent(reply);
      else if (reply.status === 400) setGeneral(form.refuseAnswer(400, reply.body).general);
      else onFailure(reply.status);
    };
  return { sending, general, submitWith };
}
