'use client';

import { type FormEvent, useRef, useState } from 'react';

/** Messages under a form's fields, by field (already in the page's language). */
type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * A form's check before sending: `undefined` when the values may be sent, otherwise the messages to
 * show (an object, even an empty one, stops the submit). It may answer later (a promise), e.g. when
 * its rules load on the first submit; the form shows no busy state meanwhile.
 */
export type FieldCheck<Values, Errors> = (values: Values) => Errors | undefined | Promise<Errors | undefined>;

/**
 * The submit flow of ui's service forms (contact, order status): typed values, messages under the
 * fields, and a busy flag. A submit first asks `validate` (at once, or once its promise settles; a
 * second submit meanwhile is ignored); messages it returns are shown and the first
 * failing field (in `fieldOrder`) gets focus, without a busy state. Otherwise `onSubmit` runs; an
 * `invalid` outcome shows its messages the same way, any other goes to `onOutcome`. Editing a field
 * clears its message.
 */
export function useFieldForm<
  Field extends string,
  Outcome extends { kind: string; errors?: FieldErrors<Field> },
>(options: {
  initial: Record<Field, string>;
  fieldOrder: readonly Field[];
  validate?: FieldCheck<Record<Field, string>, FieldErrors<Field>> | undefined;
  onSubmit: (values: Record<Field, string>) => Promise<Outcome>;
  onOutcome: (outcome: Exclude<Outcome, { kind: 'invalid' }>, reset: () => void) => void;
}) {
  const { initial, fieldOrder, validate, onSubmit, onOutcome } = options;
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const checking = useRef(false);

  const showErrors = (next: FieldErrors<Field>) => {
    setErrors(next);
    const first = fieldOrder.find((field) => next[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || checking.current) return;
    const check = validate?.(values);
    let problems: FieldErrors<Field> | undefined;
    if (check instanceof Promise) {
      checking.current = true;
      try {
        problems = await check;
      } finally {
        checking.current = false;
      }
    } else problems = check;
    if (problems) {
      showErrors(problems);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const outcome = await onSubmit(values);
      if (outcome.kind === 'invalid') showErrors(outcome.errors ?? {});
      else onOutcome(outcome as Exclude<Outcome, { kind: 'invalid' }>, () => setValues(initial));
    } finally {
      setBusy(false);
    }
  };

  /** Props of one field: its name, value, message and change handler. */
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  return { form, busy, submit, bind };
}
