import {
  CONDITION_FIELDS,
  minutesToTime,
  RULE_FORMS,
  WEEKDAYS,
  type AdminMember,
  type AdminRule,
} from '@/lib/admin/scheduling-schema';

const SHORT_DAYS: Record<string, string> = {
  '0': 'Sun',
  '1': 'Mon',
  '2': 'Tue',
  '3': 'Wed',
  '4': 'Thu',
  '5': 'Fri',
  '6': 'Sat',
};

/** "Mon–Fri 09:00–18:00": weekdays in a row with the same hours are named as one span. */
export function hoursText(weeklyHours: AdminMember['weeklyHours']): string {
  const days = WEEKDAYS.map(({ key }) => ({
    key,
    hours: (weeklyHours[key] ?? [])
      .map((range) => `${minutesToTime(range.start)}–${minutesToTime(range.end)}`)
      .join(', '),
  }));
  const spans: { from: string; to: string; hours: string }[] = [];
  for (const day of days) {
    const last = spans[spans.length - 1];
    if (last && last.hours === day.hours) last.to = day.key;
    else spans.push({ from: day.key, to: day.key, hours: day.hours });
  }
  const working = spans.filter((span) => span.hours !== '');
  if (working.length === 0) return 'No working hours';
  return working
    .map(
      (span) =>
        `${SHORT_DAYS[span.from]}${span.to === span.from ? '' : `–${SHORT_DAYS[span.to]}`} ${span.hours}`,
    )
    .join('; ');
}

/** The rule's form in words. */
export function ruleFormText(formType: AdminRule['formType']): string {
  return RULE_FORMS.find((form) => form.value === formType)?.label ?? formType;
}

/** "Industry: Dental Practice, Legal Services; Company size: 1-10 employees", or "Every lead". */
export function conditionsText(conditions: AdminRule['conditions']): string {
  const parts = CONDITION_FIELDS.flatMap((field) => {
    const values = conditions[field.key];
    if (!values?.length) return [];
    const labels = values.map(
      (value) =>
        (field.options as readonly { value: string; label: string }[]).find(
          (option) => option.value === value,
        )?.label ?? value,
    );
    return [`${field.label}: ${labels.join(', ')}`];
  });
  return parts.length > 0 ? parts.join('; ') : 'Every lead';
}
