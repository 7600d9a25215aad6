import 'server-only';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { columnFields, formDefinition, type LeadType } from '@/lib/forms';
import { leadTable } from '@/lib/leads/form-tables';
import { ATTRIBUTION_COLUMNS } from '@/lib/leads/metadata';

interface LeadField {
  key: string;
  label: string;
}

interface LeadTable {
  table: PgTable;
  columns: Record<string, PgColumn>;
  /** The form's own fields, in form order, labelled as the form labels them. */
  fields: readonly LeadField[];
  /** Columns the inbox's text search looks in. */
  search: readonly string[];
  organization: string;
}

/** Where the lead came from: the visit's first page, the page where the form was sent, the browser. */
const META_FIELDS: readonly LeadField[] = [
  ...ATTRIBUTION_COLUMNS,
  { key: 'userAgent', label: 'User Agent' },
];

const columnsOf = (table: PgTable) => table as unknown as Record<string, PgColumn>;

/** Where a form's leads live and how the admin shows them, from the form's definition. */
export function leadTableOf(type: LeadType): LeadTable {
  const form = formDefinition(type);
  const table = leadTable(type);
  return {
    table,
    columns: columnsOf(table),
    fields: columnFields(type).map((field) => ({ key: field.name, label: field.label })),
    search: form.admin.search,
    organization: form.admin.organization,
  };
}

/** Every column of a form's export: id and time, the form's fields, then where it came from. */
export function exportFields(type: LeadType): LeadField[] {
  return [
    { key: 'id', label: 'Lead ID' },
    { key: 'createdAt', label: 'Submitted At' },
    ...leadTableOf(type).fields,
    ...META_FIELDS,
  ];
}
