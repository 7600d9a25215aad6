import 'server-only';
import { HttpError } from '@/lib/http/errors';
import { parseJsonBytes } from '@/lib/http/read-body';

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
): Promise<Record<string, unknown>> {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json') {
    const data = parseJsonBytes(bytes);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw new HttpError('bad_request', 'The request body must be a JSON object.');
    }
    return data as Record<string, unknown>;
  }
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    let form: FormData;
    try {
      form = await new Response(bytes, {
        headers: { 'content-type': contentType ?? type },
      }).formData();
    } catch {
      throw new HttpError('bad_request', 'The form data could not be read.');
    }
    // No prototype: a field named __proto__ stays a plain field.
    const fields = Object.create(null) as Record<string, unknown>;
    for (const [name, value] of form.entries()) {
      if (!(name in fields)) fields[name] = formValue(name, value);
    }
    return fields;
  }
  throw new HttpError('unsupported_media_type', 'Send JSON or form data.');
}
