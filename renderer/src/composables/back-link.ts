import { computed, shallowRef, type ComputedRef } from 'vue';
import type { LocationQuery, RouteLocationRaw, Router } from 'vue-router';
import { WAITING_FILTER } from '@shared/domain/transfer-log';
import type { PlainMessageKey } from '@shared/i18n/catalog';
import { t } from '../i18n';

/*
 * A page's "Back" button goes where the operator came from, and says so (D62): the waiting list,
 * the receipt log with the search they made, the suspicion flags… A page reached some other way
 * (its address typed, a reload) goes to its own fallback.
 */

/** The page before the current one, as the router left it. */
export interface CameFrom {
  name: string;
  fullPath: string;
  query: LocationQuery;
}

export interface BackLink {
  to: RouteLocationRaw;
  label: string;
}

const cameFrom = shallowRef<CameFrom | null>(null);

/**
 * Remembers, at every move to another page, the page left. A move within one page (another
 * transfer's page from a transfer's page) keeps the page before it.
 */
export function rememberCameFrom(router: Router): void {
  router.afterEach((to, from, failure) => {
    if (failure || to.name === from.name) return;
    cameFrom.value =
      typeof from.name === 'string'
        ? { name: from.name, fullPath: from.fullPath, query: from.query }
        : null;
  });
}

/** The pages a "Back" button names, by route name. */
const BACK_WORDS: Readonly<Record<string, PlainMessageKey>> = {
  'supervisor-home': 'app.back.supervisorHome',
  'suspicion-flags': 'app.back.suspicionFlags',
  'end-of-day': 'app.back.endOfDay',
  'my-transfers': 'app.back.myTransfers',
};

/** Where "Back" goes from `from`, in words; `fallback` when it cannot name that page. */
export function backLinkFrom(from: CameFrom | null, fallback: BackLink): BackLink {
  if (!from) return fallback;
  if (from.name === 'receipt-log') {
    const keys = Object.keys(from.query);
    const label =
      from.query.state === WAITING_FILTER
        ? t('app.back.waitingList')
        : keys.length > 0
          ? t('app.back.logSearch')
          : t('app.back.receiptLog');
    return { to: from.fullPath, label };
  }
  const label = BACK_WORDS[from.name];
  return label ? { to: from.fullPath, label: t(label) } : fallback;
}

/** The current page's "Back": read once when it opens, the fallback as it is then. */
export function useBackLink(fallback: () => BackLink): ComputedRef<BackLink> {
  const from = cameFrom.value;
  return computed(() => backLinkFrom(from, fallback()));
}

/** A fixed "Back", its label worded each time a page reads it. */
function backTo(to: RouteLocationRaw, label: PlainMessageKey): BackLink {
  return {
    to,
    get label() {
      return t(label);
    },
  };
}

export const RECEIPT_LOG_BACK = backTo({ name: 'receipt-log' }, 'app.back.receiptLog');
export const WAITING_LIST_BACK = backTo(
  { name: 'receipt-log', query: { state: WAITING_FILTER } },
  'app.back.waitingList',
);
