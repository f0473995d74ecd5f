"use client";

import { useCallback, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from "react";

/** What this hook needs of a zod schema. zod itself stays in the schema's own chunk, loaded on first use. */
type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };
export type FormSchema<Data> = {
  safeParse(values: unknown): { success: true; data: Data } | { success: false; error: { issues: readonly Issue[] } };
};

/** Every value of these forms is text: an input, a textarea, a native select or the chosen radio (undefined: none). */
export type FormValues<Name extends string> = Record<Name, string | undefined>;

export type SchemaForm<Name extends string> = {
  /** The element id of a field's control: `${idPrefix}-${name}` (its error is `${id}-error`). */
  idFor: (name: Name) => string;
  values: FormValues<Name>;
  errors: Partial<Record<Name, string>>;
  submitting: boolean;
};

/** What useSchemaForm spreads on the <form> element. */
export type SchemaFormElementProps = {
  ref: RefObject<HTMLFormElement | null>;
  noValidate: true;
  onChange: (event: ChangeEvent<HTMLFormElement>) => void;
  onFocusCapture: () => void;
};

type Options<Name extends string> = {
  /** Field names and their starting values (text fields "", radio groups undefined). */
  initial: FormValues<Name>;
  idPrefix: string;
  /** The form's shared schema (lib/schemas/forms/*), as a dynamic import: fetched on first focus or submit. */
  loadSchema: () => Promise<FormSchema<unknown>>;
};

/**
 * Form state for the public lead forms, with native controls and no form library: the fields are
 * uncontrolled (`defaultValue` from `values`, so a step that mounts again shows what was typed), the
 * form's onChange keeps `values`, and validation runs the form's shared zod schema, fetched the
 * first time the visitor focuses a field. Errors are the schema's first message per field, shown
 * under it; once a field shows an error, or after a submit, each change re-validates that field
 * (an error vanishes as soon as it is fixed). A failed submit or step focuses the first invalid control.
 */
export function useSchemaForm<Name extends string, Data>({ initial, idPrefix, loadSchema }: Options<Name>) {
  const names = Object.keys(initial) as Name[];
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const valuesRef = useRef(initial);
  const [errors, setErrorState] = useState<Partial<Record<Name, string>>>({});
  const errorsRef = useRef(errors);
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const schema = useRef<Promise<FormSchema<Data>> | null>(null);
  /** Bumped by reset(): the form's `key`, so every uncontrolled field mounts again with its starting value. */
  const [generation, setGeneration] = useState(0);

  const loadOnce = useCallback(() => {
    schema.current ??= (loadSchema() as Promise<FormSchema<Data>>).catch((e: unknown) => {
      schema.current = null; // try again next time (the chunk failed to load: offline, a new deploy)
      throw e;
    });
    return schema.current;
  }, [loadSchema]);

  const updateErrors = useCallback((update: (prev: Partial<Record<Name, string>>) => Partial<Record<Name, string>>) => {
    errorsRef.current = update(errorsRef.current);
    setErrorState(errorsRef.current);
  }, []);

  const store = useCallback((next: FormValues<Name>) => {
    valuesRef.current = next;
    setValues(next);
  }, []);

  /** The stored values, with what the mounted controls hold now (autofill may not fire events). */
  const collect = useCallback((): FormValues<Name> => {
    const current = { ...valuesRef.current };
    const form = formRef.current;
    if (form) {
      for (const name of names) {
        const control = form.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null;
        if (!control) continue;
        current[name] = control instanceof RadioNodeList ? control.value || undefined : control.value;
      }
    }
    return current;
    // names come from `initial`, fixed for the form's life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const focusFirst = useCallback((invalid: readonly Name[]) => {
    const form = formRef.current;
    if (!form) return;
    for (const element of Array.from(form.elements)) {
      const name = (element as HTMLInputElement).name as Name;
      if (invalid.includes(name)) {
        (element as HTMLElement).focus();
        return;
      }
    }
  }, []);

  /**
   * Validates `scope` (default: every field) against the whole form's values, as the schema's
   * cross-field rules need; updates those fields' errors. Answers the parsed data when the whole
   * form is valid.
   */
  const validate = useCallback(
    async (scope: readonly Name[] = names, focus = false): Promise<{ valid: boolean; data: Data | null }> => {
      const parsed = (await loadOnce()).safeParse(collect());
      const found: Partial<Record<Name, string>> = {};
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const name = String(issue.path[0] ?? "") as Name;
          if (names.includes(name) && found[name] === undefined) found[name] = issue.message;
        }
      }
      updateErrors((prev) => {
        const next = { ...prev };
        for (const name of scope) {
          if (found[name] === undefined) delete next[name];
          else next[name] = found[name];
        }
        return next;
      });
      const invalid = scope.filter((name) => found[name] !== undefined);
      if (focus && invalid.length) focusFirst(invalid);
      const valid = scope === names ? parsed.success : invalid.length === 0;
      return { valid, data: parsed.success ? parsed.data : null };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loadOnce, collect, updateErrors, focusFirst],
  );

  /** The form's onChange: keeps `values` and re-validates a field that shows an error (or any, after a submit). */
  const onChange = useCallback(
    (event: ChangeEvent<HTMLFormElement>) => {
      const target = event.target as unknown as HTMLInputElement;
      const name = target.name as Name;
      if (!names.includes(name)) return;
      if (target.type === "radio" && !target.checked) return;
      store({ ...valuesRef.current, [name]: target.value });
      if (submitted.current || errorsRef.current[name] !== undefined) void validate([name]).catch(() => undefined);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, validate],
  );

  /** onSubmit: validates everything; when valid, calls `onValid` with the parsed data (pending meanwhile). */
  const handleSubmit = useCallback(
    (onValid: (data: Data) => Promise<void> | void, onSchemaUnavailable: () => void) => async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      submitted.current = true;
      setSubmitting(true);
      try {
        let result: { valid: boolean; data: Data | null };
        try {
          result = await validate(names, true);
        } catch {
          onSchemaUnavailable();
          return;
        }
        if (result.valid && result.data !== null) await onValid(result.data);
      } finally {
        setSubmitting(false);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [validate],
  );

  /** Validates only these fields (a funnel step's Continue); focuses the first invalid one. */
  const validateFields = useCallback(
    async (fields: readonly Name[]) => {
      try {
        return (await validate(fields, true)).valid;
      } catch {
        return false;
      }
    },
    [validate],
  );

  /** Shows a message under a field (e.g. the server's field errors); `focus` moves there. */
  const setError = useCallback(
    (name: Name, message: string, focus = false) => {
      updateErrors((prev) => ({ ...prev, [name]: message }));
      if (focus) focusFirst([name]);
    },
    [updateErrors, focusFirst],
  );

  /** Sets a field's value from code (the mounted control too). */
  const setValue = useCallback(
    (name: Name, value: string) => {
      const control = formRef.current?.elements.namedItem(name);
      if (control && "value" in control) control.value = value;
      store({ ...valuesRef.current, [name]: value });
    },
    [store],
  );

  const focus = useCallback((name: Name) => focusFirst([name]), [focusFirst]);
  const getValues = useCallback(() => valuesRef.current, []);

  /** Back to the starting values, with no errors and no submit attempt. */
  const reset = useCallback(() => {
    submitted.current = false;
    store(initial);
    updateErrors(() => ({}));
    setGeneration((g) => g + 1);
  }, [initial, store, updateErrors]);

  const form: SchemaForm<Name> = { idFor: (name) => `${idPrefix}-${name}`, values, errors, submitting };
  /** Spread on the <form> (with `key={formKey}`): ref, onChange, noValidate, and the schema prefetch on first focus. */
  const formProps: SchemaFormElementProps = {
    ref: formRef,
    noValidate: true,
    onChange,
    onFocusCapture: () => void loadOnce().catch(() => undefined),
  };
  return { form, formProps, formKey: generation, handleSubmit, validateFields, setError, setValue, focus, reset, getValues };
}
