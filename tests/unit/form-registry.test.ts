/** @jest-environment node */
import { exportFields, leadTableOf } from '@/lib/admin/lead-columns';
import { toCsv } from '@/lib/admin/csv';
import { formBody } from '@/lib/delivery/attempt';
import { FORMS, FORM_FIELDS, columnFields, labelSamplePayload } from '@/lib/forms';
import { parseCsv } from '@/tests/helpers/parse-csv';

describe('the form registry', () => {
  it.each(FORMS.map((form) => [form.type, form] as const))(
    '%s: every field has a label and keeps its order in the payload, the admin and the CSV',
    (type, form) => {
      const names = form.fields.map((field) => field.name);
      for (const field of form.fields) expect(field.label.trim()).not.toBe('');

      // The webhook payload, as sent: every field, in registry order, whatever order it was stored in.
      const stored = Object.fromEntries([...names].reverse().map((name) => [name, 'x']));
      const sent = [...new URLSearchParams(formBody(type, stored)).keys()];
      expect(sent).toEqual(names);
      expect(FORM_FIELDS[type].map((variable) => variable.name).slice(0, names.length)).toEqual(
        names,
      );

      // Admin columns and CSV header: the stored fields, in the same order, with the same labels.
      const columns = columnFields(type).map((field) => field.name);
      expect(columns).toEqual(names.filter((name) => columns.includes(name)));
      expect(leadTableOf(type).fields.map((field) => field.key)).toEqual(columns);
      const [header] = parseCsv(toCsv(exportFields(type), []).slice(1));
      const labels = columnFields(type).map((field) => field.label);
      expect(header?.slice(2, 2 + labels.length)).toEqual(labels);
      for (const name of columns) expect(leadTableOf(type).columns[name]).toBeDefined();
    },
  );

  it('labels the admin lead columns as the forms label their fields', () => {
    const labelOf = (type: (typeof FORMS)[number]['type'], key: string) =>
      leadTableOf(type).fields.find((field) => field.key === key)?.label;
    expect(labelOf('contact', 'email')).toBe('Business Email');
    expect(labelOf('contact', 'phone')).toBe('Phone Number');
    expect(labelOf('contact', 'company')).toBe('Company Name');
    expect(labelOf('contact', 'agreeToTerms')).toBe('Agree to Terms');
    expect(labelOf('custom-solution', 'message')).toBe('Project Details');
    expect(labelOf('application', 'linkedinUrl')).toBe('LinkedIn Profile URL');
    for (const form of FORMS) {
      const sample = labelSamplePayload(form.type);
      for (const field of leadTableOf(form.type).fields)
        expect(sample[field.key]).toBe(field.label);
    }
  });
});
