import { useState, type FormEvent } from 'react';
import { type FieldErrors, type FormSchema, fieldErrorsFromIssues, hasErrors } from './form-errors';

export interface UseFormOptions<F extends string> {
  /** Called after a submit the schema rejected, with the errors now on screen and the values they are about. */
  onInvalid?: (errors: FieldErrors<F>, values: Record<F, string>) => void;
}

export interface Form<F extends string, T> {
  values: Record<F, string>;
  /** What each field shows: the schema's message, else the server's. */
  errors: FieldErrors<F>;
  setValue: (field: F, value: string) => void;
  /** The props that connect a TextField to one field: its name, value, change handler and error. */
  bind: (field: F) => { name: F; value: string; onValueChange: (value: string) => void; error: string | undefined };
  /** Places the server's field errors (they stay until their field is edited). */
  setServerErrors: (errors: FieldErrors<F>) => void;
  reset: (values?: Record<F, string>) => void;
  handleSubmit: (onValid: (data: T) => void) => (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A small controlled form around a shared zod schema. Errors appear on the first submit; from then on the form
 * re-checks on every keystroke, so a message goes away as soon as the value is fixed. The first invalid field
 * gets the focus.
 */
export function useForm<F extends string, T>(
  schema: FormSchema<T>,
  initialValues: Record<F, string>,
  options: UseFormOptions<F> = {},
): Form<F, T> {
  const [values, setValues] = useState(initialValues);
  const [clientErrors, setClientErrors] = useState<FieldErrors<F>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<F>>({});
  const [submitted, setSubmitted] = useState(false);
  const fields = Object.keys(initialValues) as F[];

  const validate = (candidate: Record<F, string>) => {
    const result = schema.safeParse(candidate);
    return result.success
      ? { data: result.data, errors: {} }
      : { data: undefined, errors: fieldErrorsFromIssues(result.error.issues, fields) };
  };

  const errors: FieldErrors<F> = { ...serverErrors };
  for (const field of fields) if (clientErrors[field] !== undefined) errors[field] = clientErrors[field];

  const setValue = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setServerErrors((current) => {
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
    if (submitted) setClientErrors(validate(next).errors);
  };

  return {
    values,
    errors,
    setValue,
    bind: (field) => ({ name: field, value: values[field], onValueChange: (value) => setValue(field, value), error: errors[field] }),
    setServerErrors,
    reset: (next = initialValues) => {
      setValues(next);
      setClientErrors({});
      setServerErrors({});
      setSubmitted(false);
    },
    handleSubmit: (onValid) => (event) => {
      event.preventDefault();
      setSubmitted(true);
      const { data, errors: found } = validate(values);
      setClientErrors(found);
      if (data === undefined || hasErrors(found)) {
        focusFirstInvalid(event.currentTarget, fields, found);
        options.onInvalid?.(found, values);
        return;
      }
      setServerErrors({});
      onValid(data);
    },
  };
}

function focusFirstInvalid<F extends string>(form: HTMLFormElement, fields: readonly F[], errors: FieldErrors<F>) {
  const first = fields.find((field) => errors[field] !== undefined);
  const element = first ? form.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
}
