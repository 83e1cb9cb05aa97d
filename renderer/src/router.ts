import type {
  RouteLocationNormalized,
  RouteLocationRaw,
  RouteRecordRaw,
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

export const routes: RouteRecordRaw[] = [
  { path: '/', name: 'home', component: { render: () => null } },
  {
    path: '/setup',
    name: 'setup',
    component: FirstAdminView,
    meta: { public: true, title: 'app.page.firstAdmin' },
  },
  {
    path: '/first-launch/:step?',
    name: 'first-launch',
    component: FirstLaunchWizard,
    props: true,
    meta: { roles: ['admin'], title: 'app.page.firstLaunch' },
  },
  {
    path: '/sign-in',
    name: 'sign-in',
    component: SignInView,
    meta: { public: true, title: 'app.page.signIn' },
  },
  {
    path: '/send/rtgs',
    name: 'send-rtgs',
    component: SendRtgsView,
    meta: { roles: ['clerk'], title: 'transfer.kind.rtgs' },
  },
  {
    path: '/send/imt',
    name: 'send-imt',
    component: SendImtView,
    meta: { roles: ['clerk'], title: 'app.page.sendImt' },
  },
  // clerk-desk: the clerk's own day (D61).
  {
    path: '/my-transfers',
    name: 'my-transfers',
    component: MyTransfersView,
    meta: { roles: ['clerk'], title: 'app.page.myTransfers' },
  },
  {
    path: '/receipts/:reference',
    name: 'receipt',
    component: ReceiptView,
    props: true,
    meta: { roles: ['clerk', 'supervisor'], title: 'app.page.receipt' },
  },
  {
    path: '/operators',
    name: 'operators',
    component: AdminOperatorsView,
    meta: { roles: ['admin'], title: 'app.page.operators' },
  },
  {
    path: '/password',
    name: 'change-password',
    component: ChangePasswordView,
    meta: { title: 'app.page.changePassword' },
  },
  {
    path: '/journal',
    name: 'journal-check',
    component: AdminJournalCheckView,
    meta: { roles: ['admin'], title: 'app.page.journalCheck' },
  },
  {
    path: '/bank/:environment(sandbox|test|live)?',
    name: 'bank-connection',
    component: BankConnectionView,
    props: true,
    meta: { roles: ['admin'], title: 'app.page.bankConnection' },
  },
  {
    path: '/head-office',
    name: 'head-office',
    component: HeadOfficeView,
    meta: { roles: ['admin'], title: 'app.page.headOffice' },
  },
  {
    path: '/settings/:section?',
    name: 'settings',
    component: AdminSettingsPage,
    props: true,
    meta: { roles: ['admin'], title: 'app.page.settings' },
  },
  {
    path: '/supervisor',
    name: 'supervisor-home',
    component: SupervisorHomeView,
    meta: { roles: ['supervisor'], title: 'app.page.supervisorHome' },
  },
  // The supervisor desk: the log is every role's (a clerk's holds their own); a
  // transfer's page (history, settling, reprints) and the end of day are supervisors' and admins'.
  {
    path: '/log',
    name: 'receipt-log',
    component: ReceiptLogView,
    meta: { title: 'app.page.receiptLog' },
  },
  {
    path: '/transfers/:reference',
    name: 'settle',
    component: SettleView,
    props: true,
    meta: { roles: ['supervisor', 'admin', 'compliance', 'auditor'], title: 'app.page.transfer' },
  },
  {
    path: '/end-of-day',
    name: 'end-of-day',
    component: EndOfDayView,
    meta: { roles: ['supervisor', 'admin', 'compliance', 'auditor'], title: 'app.page.endOfDay' },
  },
  // The compliance officer's list of suspicion flags (D43), the auditor's to read (D79).
  {
    path: '/flags',
    name: 'suspicion-flags',
    component: SuspicionFlagsView,
    meta: { roles: ['compliance', 'auditor'], title: 'app.page.suspicionFlags' },
  },
  // References issued after a restored backup, reconciled with the bank (D69).
  {
    path: '/not-in-journal',
    name: 'reconcile',
    component: ReconcileView,
    meta: { roles: ['supervisor', 'admin'], title: 'app.page.reconcile' },
  },
  // The bank's statements matched with the journal, and a month of it (D103–D106).
  {
    path: '/reconciliation',
    name: 'reconciliation',
    component: StatementsView,
    meta: { roles: ['supervisor', 'auditor'], title: 'app.page.reconciliation' },
  },
  {
    path: '/reconciliation/month/:month?',
    name: 'reconciliation-month',
    component: ReconciliationMonthView,
    props: true,
    meta: { roles: ['supervisor', 'auditor'], title: 'app.page.reconciliationMonth' },
  },
  // The compliance officer's and the auditor's start pages (D79).
  {
    path: '/compliance',
    name: 'compliance-home',
    component: OversightHomeView,
    props: { role: 'compliance' },
    meta: { roles: ['compliance'], title: 'app.page.complianceHome' },
  },
  {
    path: '/audit',
    name: 'auditor-home',
    component: OversightHomeView,
    props: { role: 'auditor' },
    meta: { roles: ['auditor'], title: 'app.page.auditorHome' },
  },
  {
    path: '/audit-trail',
    name: 'audit-trail',
    component: AuditTrailView,
    meta: { roles: ['admin', 'compliance', 'auditor'], title: 'app.page.auditTrail' },
  },
  {
    path: '/sanctions-lists',
    name: 'sanctions-lists',
    component: SanctionsListsView,
    meta: { roles: ['admin', 'compliance'], title: 'app.page.sanctionsLists' },
  },
  {
    path: '/held',
    name: 'held-transfers',
    component: HeldTransfersView,
    meta: { roles: ['compliance'], title: 'app.page.heldTransfers' },
  },
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
