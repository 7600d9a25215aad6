/** Names the lead form a form element renders (one of each type per page). */
export const LEAD_FORM_ATTRIBUTE = 'data-lead-form';
