import 'server-only';

export type ParsedFields =
  { ok: true; fields: Record<string, unknown> } | { ok: false; status: 400 | 415; error: string };

const BOOLEAN_FIELDS = new Set(['agreeToTerms']);

/** Checkbox values as forms send them ('on', 'true', …) become booleans; anything else stays text. */
function formValue(name: string, value: FormDataEntryValue): unknown {
  if (typeof value !== 'string' || !BOOLEAN_FIELDS.has(name)) return value;
  if (['true', 'on', '1'].includes(value)) return true;
  if (['false', 'off', '0', ''].includes(value)) return false;
  return value;
}

/** The body as a field object: JSON, urlencoded or multipart (files stay `File`s). */
export async function parseFields(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string | null,
): Promise<ParsedFields> {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json') {
    let data: unknown;
    try {
      data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return { ok: false, status: 400, error: 'The request body is not valid JSON.' };
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      return { ok: false, status: 400, error: 'The request body must be a JSON object.' };
    }
    return { ok: true, fields: data as Record<string, unknown> };
  }
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    let form: FormData;
    try {
      form = await new Response(bytes, {
        headers: { 'content-type': contentType ?? type },
      }).formData();
    } catch {
      return { ok: false, status: 400, error: 'The form data could not be read.' };
    }
    // No prototype: a field named __proto__ stays a plain field.
    const fields = Object.create(null) as Record<string, unknown>;
    for (const [name, value] of form.entries()) {
      if (!(name in fields)) fields[name] = formValue(name, value);
    }
    return { ok: true, fields };
  }
  return { ok: false, status: 415, error: 'Send JSON or form data.' };
}
