'use client';

import type { FieldProblems, FormMessageKey } from '@vitrina/forms';
import { useState } from 'react';
import { noServerErrors, type ServerErrors, serverErrors } from '@/lib/cart/field-errors';
import { firstShown, shownErrors } from '@/lib/forms/shown-errors';
import { focusFirst } from './FormField';

/**
 * A form's messages (docs/product.md §5): none until a submit attempt, then the browser's rule first and the server's
 * 400 message otherwise. `idOf` names the control of a field, so a refused submit focuses the first one.
 */
export function useFormAttempt<F extends string>(
  problems: FieldProblems<F>,
  fieldMessages: Readonly<Record<FormMessageKey, string>>,
  idOf: (field: F) => string,
) {
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<ServerErrors>(noServerErrors);
  const fields = Object.keys(problems) as F[];
  const errors = shownErrors(attempted, problems, server, fieldMessages);
  const form = {
    attempted,
    server,
    errors,
    /** Marks a submit attempt; false (and the first field with a problem focused) while the form is invalid. */
    attempt(): boolean {
      setAttempted(true);
      setServer(noServerErrors);
      const first = fields.find((field) => problems[field] !== null);
      if (first === undefined) return true;
      focusFirst([idOf(first)]);
      return false;
    },
    /** Shows the server's messages as they are (the form's own on top, each field's under it). */
    show(refused: ServerErrors) {
      setServer(refused);
    },
    /** Shows the server's messages and focuses the first field it refused. */
    refuse(refused: ServerErrors) {
      setServer(refused);
      const shown = shownErrors(true, problems, refused, fieldMessages);
      const first = firstShown(fields, shown);
      if (first !== null) focusFirst([idOf(first)]);
    },
    /**
     * A refused write: a 400's field messages under their fields (the first one focused); answers them, so the
     * form can say what is left on top. Any other status refuses no field.
     */
    refuseAnswer(status: number, body: unknown): ServerErrors {
      const refused = status === 400 ? serverErrors(body, fields) : noServerErrors;
      form.refuse(refused);
      return refused;
    },
    /** A fresh start (the form was sent and emptied): no messages until the next attempt. */
    reset() {
      setAttempted(false);
      setServer(noServerErrors);
    },
    /** Editing a field drops the server's message about it. */
    dropServerError(field: F) {
      if (server.fields[field] === undefined) return;
      const { [field]: _dropped, ...others } = server.fields;
      setServer({ ...server, fields: others });
    },
  };
  return form;
}
