import type {
  RouteLocationNormalized,
  RouteLocationRaw,
  RouteMeta,
  RouteRecordRaw,
  RouteRecordSingleView,
  Router,
  RouterHistory,
} from 'vue-router';
import { createRouter, createWebHashHistory } from 'vue-router';
import type { AppStatus } from '@shared/ipc/contract';
import type { Role } from '@shared/domain/roles';
import { codeList } from '@shared/i18n/lists';
import type { PlainMessageKey } from '@shared/i18n/catalog';
import { rememberCameFrom } from './composables/back-link';
import { t } from './i18n';
import { useSessionStore } from './stores/session';
import SignInView from './views/SignInView.vue';

declare module 'vue-router' {
  interface RouteMeta {
    /** Open before sign-in (the sign-in page itself). */
    public?: boolean;
    /** Who may open the page; every signed-in operator when absent. */
    roles?: readonly [Role, ...Role[]];
    /** The page's title in the catalog (the window's title, a refusal's notice). */
    title?: PlainMessageKey;
  }
}

/** Where each role starts, and where a refused page sends it. */
export const LANDING: Readonly<Record<Role, string>> = {
  clerk: 'send-rtgs',
  admin: 'operators',
  supervisor: 'supervisor-home',
  compliance: 'compliance-home',
  auditor: 'auditor-home',
};

/*
 * Only sign-in is in the first chunk: it is what every window shows first, and the window parses
 * all of the first chunk before it can show it. Every other screen is a chunk of its own, loaded
 * from disk (app://) on its first visit, so each role downloads only its own screens and what
 * they share: a clerk never loads an admin's or a supervisor's code (the first chunk with the
 * clerk's counter in it measured 160.6 KB gzip, over the bench's 150 KB; sign-in alone, below).
 */
// Before any session: the first admin's account, and a password an admin reset.
const FirstAdminView = () => import('./views/setup/FirstAdminView.vue');
const ChangePasswordView = () => import('./views/ChangePasswordView.vue');
// The clerk's counter (the receipt is a supervisor's too, and the log every role's).
const SendRtgsView = () => import('./views/clerk/SendRtgsView.vue');
const SendImtView = () => import('./views/clerk/SendImtView.vue');
const MyTransfersView = () => import('./views/clerk/MyTransfersView.vue');
const TellerCashView = () => import('./views/clerk/TellerCashView.vue');
const ReceiptView = () => import('./views/clerk/ReceiptView.vue');
// Admins.
const AdminJournalCheckView = () => import('./views/admin/JournalCheckView.vue');
const AdminOperatorsView = () => import('./views/admin/OperatorsView.vue');
const BankConnectionView = () => import('./views/admin/bank/BankConnectionView.vue');
const HeadOfficeView = () => import('./views/admin/head-office/HeadOfficeView.vue');
const AdminSettingsPage = () => import('./views/admin/settings/SettingsPage.vue');
const FirstLaunchWizard = () => import('./views/setup/FirstLaunchWizard.vue');
// Supervisors (and admins).
const EndOfDayView = () => import('./views/supervisor/EndOfDayView.vue');
const ReceiptLogView = () => import('./views/supervisor/ReceiptLogView.vue');
const SettleView = () => import('./views/supervisor/SettleView.vue');
const SupervisorHomeView = () => import('./views/supervisor/SupervisorHomeView.vue');
const ReconcileView = () => import('./views/supervisor/ReconcileView.vue');
// The reconciliation with the bank's statements (D103–D106); auditors read it.
const StatementsView = () => import('./views/supervisor/StatementsView.vue');
const ReconciliationMonthView = () => import('./views/supervisor/ReconciliationMonthView.vue');
// The compliance officer and the auditor (D79).
const OversightHomeView = () => import('./views/oversight/OversightHomeView.vue');
const SuspicionFlagsView = () => import('./views/oversight/SuspicionFlagsView.vue');
const AuditTrailView = () => import('./views/oversight/AuditTrailView.vue');
// Sanctions screening (D78): the lists in force, and the transfers held for a compliance check.
const SanctionsListsView = () => import('./views/admin/SanctionsListsView.vue');
const HeldTransfersView = () => import('./views/oversight/HeldTransfersView.vue');

/** The transfer's page and the end of day: the desk's, and oversight's to read (D79). */
const DESK_AND_OVERSIGHT = ['supervisor', 'admin', 'compliance', 'auditor'] as const;
// The reconciliation with the bank's statements: supervisors', and auditors read it.
const RECONCILIATION = ['supervisor', 'auditor'] as const;

/**
 * A page of the window: its path, name, screen and title, and who may open it (every signed-in
 * operator when `roles` is null, anyone when 'public'); `props` as vue-router takes them.
 */
function page(
  path: string,
  name: string,
  component: RouteRecordSingleView['component'],
  title: PlainMessageKey,
  roles: RouteMeta['roles'] | 'public' | null,
  props?: RouteRecordRaw['props'],
): RouteRecordRaw {
  const meta: RouteMeta = roles === 'public' ? { public: true, title } : { title };
  if (roles !== 'public' && roles !== null) meta.roles = roles;
  return { path, name, component, meta, ...(props === undefined ? {} : { props }) };
}

export const routes: RouteRecordRaw[] = [
  { path: '/', name: 'home', component: { render: () => null } },
  page('/setup', 'setup', FirstAdminView, 'app.page.firstAdmin', 'public'),
  page(
    '/first-launch/:step?',
    'first-launch',
    FirstLaunchWizard,
    'app.page.firstLaunch',
    ['admin'],
    true,
  ),
  page('/sign-in', 'sign-in', SignInView, 'app.page.signIn', 'public'),
  page('/send/rtgs', 'send-rtgs', SendRtgsView, 'transfer.kind.rtgs', ['clerk']),
  page('/send/imt', 'send-imt', SendImtView, 'app.page.sendImt', ['clerk']),
  // clerk-desk: the clerk's own day (D61).
  page('/my-transfers', 'my-transfers', MyTransfersView, 'app.page.myTransfers', ['clerk']),
  // D118: the clerk's cash at the end of the day, and their count of it.
  page('/my-cash', 'my-cash', TellerCashView, 'app.page.myCash', ['clerk']),
  page(
    '/receipts/:reference',
    'receipt',
    ReceiptView,
    'app.page.receipt',
    ['clerk', 'supervisor'],
    true,
  ),
  page('/operators', 'operators', AdminOperatorsView, 'app.page.operators', ['admin']),
  page('/password', 'change-password', ChangePasswordView, 'app.page.changePassword', null),
  page('/journal', 'journal-check', AdminJournalCheckView, 'app.page.journalCheck', ['admin']),
  page(
    '/bank/:environment(sandbox|test|live)?',
    'bank-connection',
    BankConnectionView,
    'app.page.bankConnection',
    ['admin'],
    true,
  ),
  page('/head-office', 'head-office', HeadOfficeView, 'app.page.headOffice', ['admin']),
  page('/settings/:section?', 'settings', AdminSettingsPage, 'app.page.settings', ['admin'], true),
  page('/supervisor', 'supervisor-home', SupervisorHomeView, 'app.page.supervisorHome', [
    'supervisor',
  ]),
  // The supervisor desk: the log is every role's (a clerk's holds their own); a
  // transfer's page (history, settling, reprints) and the end of day are supervisors' and admins'.
  page('/log', 'receipt-log', ReceiptLogView, 'app.page.receiptLog', null),
  page(
    '/transfers/:reference',
    'settle',
    SettleView,
    'app.page.transfer',
    DESK_AND_OVERSIGHT,
    true,
  ),
  page('/end-of-day', 'end-of-day', EndOfDayView, 'app.page.endOfDay', DESK_AND_OVERSIGHT),
  // The compliance officer's list of suspicion flags (D43), the auditor's to read (D79).
  page('/flags', 'suspicion-flags', SuspicionFlagsView, 'app.page.suspicionFlags', [
    'compliance',
    'auditor',
  ]),
  // References issued after a restored backup, reconciled with the bank (D69).
  page('/not-in-journal', 'reconcile', ReconcileView, 'app.page.reconcile', [
    'supervisor',
    'admin',
  ]),
  // The bank's statements matched with the journal, and a month of it (D103–D106).
  page(
    '/reconciliation',
    'reconciliation',
    StatementsView,
    'app.page.reconciliation',
    RECONCILIATION,
  ),
  page(
    '/reconciliation/month/:month?',
    'reconciliation-month',
    ReconciliationMonthView,
    'app.page.reconciliationMonth',
    RECONCILIATION,
    true,
  ),
  // The compliance officer's and the auditor's start pages (D79).
  page(
    '/compliance',
    'compliance-home',
    OversightHomeView,
    'app.page.complianceHome',
    ['compliance'],
    { role: 'compliance' },
  ),
  page('/audit', 'auditor-home', OversightHomeView, 'app.page.auditorHome', ['auditor'], {
    role: 'auditor',
  }),
  page('/audit-trail', 'audit-trail', AuditTrailView, 'app.page.auditTrail', [
    'admin',
    'compliance',
    'auditor',
  ]),
  page('/sanctions-lists', 'sanctions-lists', SanctionsListsView, 'app.page.sanctionsLists', [
    'admin',
    'compliance',
  ]),
  page('/held', 'held-transfers', HeldTransfersView, 'app.page.heldTransfers', ['compliance']),
  { path: '/:unknown(.*)*', redirect: '/' },
];

export interface Decision {
  /** `true` to go on, or where to go instead. */
  to: true | { name: string };
  /** Why a page was refused, for the page the operator lands on. */
  notice?: string;
}

/**
 * Who may see which page, as a pure function of the app status: first launch goes to setup, no
 * session to sign-in, a password an admin reset to the change-password page, a page for another
 * role to the operator's own start page.
 */
export function decideNavigation(
  to: Pick<RouteLocationNormalized, 'name' | 'meta'>,
  status: AppStatus,
): Decision {
  const name = typeof to.name === 'string' ? to.name : '';
  if (status.setupNeeded) return { to: name === 'setup' ? true : { name: 'setup' } };
  const session = status.session;
  if (!session) {
    return { to: to.meta.public === true && name !== 'setup' ? true : { name: 'sign-in' } };
  }
  // After an admin's reset main refuses everything but choosing a new password: so does the window.
  if (session.mustChangePassword) {
    return { to: name === 'change-password' ? true : { name: 'change-password' } };
  }
  // The first-launch wizard (D39): until an admin finishes it, it is an admin's only page;
  // once finished it never comes back (the Settings and Bank connection pages stay).
  if (session.role === 'admin' && status.firstLaunchNeeded) {
    return {
      to: name === 'first-launch' || name === 'change-password' ? true : { name: 'first-launch' },
    };
  }
  const landing = { name: LANDING[session.role] };
  if (name === 'setup' || name === 'sign-in' || name === 'home') return { to: landing };
  if (name === 'first-launch' && !status.firstLaunchNeeded) return { to: landing };
  const roles = to.meta.roles;
  if (roles && !roles.includes(session.role)) {
    return {
      to: landing,
      notice: t('app.pageRefused', {
        page: pageTitle(name) ?? t('app.thatPage'),
        access: codeList(roles),
        role: session.role,
      }),
    };
  }
  return { to: true };
}

/** The title of the page a route name names, from the route table; undefined without one. */
export function pageTitle(name: unknown): string | undefined {
  const key = routes.find((route) => route.name === name)?.meta?.title;
  return key ? t(key) : undefined;
}

export function createAppRouter(history: RouterHistory = createWebHashHistory()): Router {
  // Every page opens at its top: a receipt reached from the bottom of a long review must not open
  // scrolled to its end, where its outcome is out of sight.
  const router = createRouter({ history, routes, scrollBehavior: () => ({ top: 0 }) });
  // Each page's "Back" names and opens the page the operator came from (D62).
  rememberCameFrom(router);

  router.beforeEach(async (to): Promise<true | RouteLocationRaw> => {
    const session = useSessionStore();
    // Without a status nothing can be decided; App shows the reason and a retry.
    if (!(await session.ensureLoaded()) || !session.status) return true;
    const decision = decideNavigation(to, session.status);
    // A refusal is explained on the page it redirects to, and only there, once.
    if (decision.notice !== undefined && decision.to !== true) {
      session.notice = { text: decision.notice, route: decision.to.name };
    } else if (session.notice && session.notice.route !== to.name) {
      session.notice = null;
    } else if (session.notice) {
      session.notice = { ...session.notice, route: '' };
    }
    return decision.to;
  });

  return router;
}
