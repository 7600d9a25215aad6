/** The careers page's two views, as section ids (the server renders one, the client the other). */
export const OPENINGS_ID = 'openings';
export const APPLICATION_ID = 'application';
