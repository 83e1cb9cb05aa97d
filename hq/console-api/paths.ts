/*
 * Where the console lives on head office's server, and the header that proves a request came from
 * the console's own script (D101): a page elsewhere cannot set it without a CORS preflight, which
 * head office never answers, so together with the SameSite=Strict cookie no other site can make a
 * signed-in browser change anything.
 */

/** The console's pages. */
export const CONSOLE_PATH = '/console/';

/** Its API, every route of which has an access rule (hq/src/console/access.ts). */
export const CONSOLE_API = '/console/api';

export const CONSOLE_HEADER = 'x-remit-console';
export const CONSOLE_HEADER_VALUE = '1';
