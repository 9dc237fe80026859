/**
 * A form checked by the contract's own zod schema: the values, which fields the member has
 * finished with, the field code of each wrong field, and the server's `fields` merged in. Written
 * here instead of react-hook-form and its resolver (14 KB on the sign-in screen) because the forms
 * are small and controlled inputs are all they need.
 */
import { useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

type FieldName<Values> = keyof Values & string;
type FieldsOfType<Values, Type> = { [K in FieldName<Values>]: Values[K] extends Type ? K : never }[FieldName<Values>];
export type FieldCodes<Values> = Partial<Record<FieldName<Values>, string>>;

/** The first issue of each field (its message is a field code), keyed by the field's name. */
export function schemaFieldCodes<Values extends object>(schema: z.ZodType, values: Values): FieldCodes<Values> {
  const parsed = schema.safeParse(values);
  const codes: Partial<Record<string, string>> = {};
  if (parsed.success) return codes;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in codes)) codes[field] = issue.message;
  }
  return codes;
}

export interface VisibleErrorInput<Values> {
  names: readonly FieldName<Values>[];
  schemaCodes: FieldCodes<Values>;
  serverCodes: FieldCodes<Values>;
  touched: Partial<Record<FieldName<Values>, boolean>>;
  submitted: boolean;
}

/**
 * What is shown under each input: the server's code until the member edits that field, else the
 * schema's, once the member has left the field after typing or has tried to send the form.
 * Nothing turns red while the member is still typing into a fresh form.
 */
export function visibleFieldCodes<Values>({
  names,
  schemaCodes,
  serverCodes,
  touched,
  submitted,
}: VisibleErrorInput<Values>): FieldCodes<Values> {
  const visible: FieldCodes<Values> = {};
  for (const name of names) {
    const code = serverCodes[name] ?? (submitted || touched[name] ? schemaCodes[name] : undefined);
    if (code) visible[name] = code;
  }
  return visible;
}

export interface ZodForm<Values, Output> {
  values: Values;
  /** Field codes to show now, translated with `fieldErrorText`. */
  errors: FieldCodes<Values>;
  touched: Partial<Record<FieldName<Values>, boolean>>;
  submitting: boolean;
  names: readonly FieldName<Values>[];
  setValue<K extends FieldName<Values>>(name: K, value: Values[K]): void;
  /** Props of a text input bound to a string field. */
  input(name: FieldsOfType<Values, string>): {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onBlur: () => void;
  };
  /** Props of a tick box bound to a boolean field. */
  checkbox(name: FieldsOfType<Values, boolean>): {
    name: string;
    checked: boolean;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onBlur: () => void;
  };
  /** Shows the server's codes under their fields; answers how many of them this form has. */
  setServerErrors(fields: Partial<Record<string, string>>): number;
  /** Checks with the schema; sends the parsed values (trimmed, defaulted) only when they pass. */
  handleSubmit(onValid: (data: Output) => Promise<unknown> | void): (event?: FormEvent<HTMLFormElement>) => void;
}

export function useZodForm<Schema extends z.ZodType, Values extends Record<string, unknown>>(
  schema: Schema,
  initialValues: Values,
): ZodForm<Values, z.output<Schema>> {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<FieldName<Values>, boolean>>>({});
  const [serverCodes, setServerCodes] = useState<FieldCodes<Values>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Edited fields, so that leaving an untouched field does not mark it.
  const edited = useRef(new Set<string>());
  // A ref as well as state: a double tap arrives before the re-render that disables the button.
  const inFlight = useRef(false);
  const [names] = useState(() => Object.keys(initialValues) as FieldName<Values>[]);
  const schemaCodes = useMemo(() => schemaFieldCodes(schema, values), [schema, values]);
  const errors = visibleFieldCodes({ names, schemaCodes, serverCodes, touched, submitted });

  function setValue<K extends FieldName<Values>>(name: K, value: Values[K]): void {
    edited.current.add(name);
    setValues((current) => ({ ...current, [name]: value }));
    setServerCodes((current) => (name in current ? { ...current, [name]: undefined } : current));
  }

  function leave(name: FieldName<Values>): void {
    if (edited.current.has(name)) setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
  }

  return {
    values,
    errors,
    touched,
    submitting,
    names,
    setValue,
    input: (name) => ({
      name,
      value: String(values[name] ?? ''),
      onChange: (event) => setValue(name, event.target.value as Values[typeof name]),
      onBlur: () => leave(name),
    }),
    checkbox: (name) => ({
      name,
      checked: values[name] === true,
      onChange: (event) => setValue(name, event.target.checked as Values[typeof name]),
      onBlur: () => leave(name),
    }),
    setServerErrors(fields) {
      const shown: FieldCodes<Values> = {};
      for (const name of names) if (fields[name]) shown[name] = fields[name];
      setServerCodes(shown);
      return Object.keys(shown).length;
    },
    handleSubmit: (onValid) => (event) => {
      event?.preventDefault();
      const formElement = event?.currentTarget;
      setSubmitted(true);
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        // The first wrong field gets the focus, so a keyboard or screen-reader user lands on it.
        requestAnimationFrame(() => formElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        return;
      }
      if (inFlight.current) return;
      inFlight.current = true;
      setSubmitting(true);
      void Promise.resolve(onValid(parsed.data)).finally(() => {
        inFlight.current = false;
        setSubmitting(false);
      });
    },
  };
}
