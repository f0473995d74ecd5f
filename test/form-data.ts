/** A FormData as a browser would post it (a list value repeats the field, like checkboxes), for server action tests. */
export function formData(fields: Record<string, string | number | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, String(v));
  return form;
}
