import { createRouter, createWebHistory, type RouteLocationRaw, type Router } from 'vue-router';
import { CONSOLE_PATH } from '../console-api/paths';
import { ADMINS, RECORD_READERS, type HqRole } from '../console-api/roles';
import { useSessionStore } from './stores/session';

declare module 'vue-router' {
  interface RouteMeta {
    /** The page's title, for the tab and the heading. */
    title: string;
    /** Who may open it; absent: before sign-in. */
    roles?: readonly HqRole[];
    /** Open to anyone signed in (one's own password). */
    signedIn?: boolean;
  }
}

/** Where an operator lands after sign-in: the first page of their role. */
export function homeOf(role: HqRole): RouteLocationRaw {
  return role === 'hq-admin' ? { name: 'operators' } : { name: 'log' };
}

export function createConsoleRouter(): Router {
  const router = createRouter({
    history: createWebHistory(CONSOLE_PATH),
    routes: [
      {
        path: '/',
        name: 'home',
        component: { render: () => null },
        meta: { title: 'Head office' },
      },
      {
        path: '/sign-in',
        name: 'sign-in',
        component: () => import('./views/SignInView.vue'),
        meta: { title: 'Sign in' },
      },
      {
        path: '/first-admin',
        name: 'first-admin',
        component: () => import('./views/FirstAdminView.vue'),
        meta: { title: 'Create the first head-office admin' },
      },
      {
        path: '/own-password',
        name: 'own-password',
        component: () => import('./views/OwnPasswordView.vue'),
        meta: { title: 'Choose your password', signedIn: true },
      },
      {
        path: '/operators',
        name: 'operators',
        component: () => import('./views/OperatorsView.vue'),
        meta: { title: 'Head-office operators', roles: ADMINS },
      },
      {
        path: '/branch-operators',
        name: 'branch-operators',
        component: () => import('./views/BranchOperatorsView.vue'),
        meta: { title: 'Branch operators', roles: ADMINS },
      },
      {
        path: '/settings',
        name: 'settings',
        component: () => import('./views/SettingsView.vue'),
        meta: { title: 'Settings of the branches', roles: ADMINS },
      },
      {
        path: '/workstations',
        name: 'workstations',
        component: () => import('./views/WorkstationsView.vue'),
        meta: { title: 'Branches and workstations', roles: ADMINS },
      },
      {
        path: '/log',
        name: 'log',
        component: () => import('./views/ReceiptLogView.vue'),
        meta: { title: 'Receipt log of every branch', roles: RECORD_READERS },
      },
      {
        path: '/flags',
        name: 'flags',
        component: () => import('./views/FlagsView.vue'),
        meta: { title: 'Suspicion flags', roles: RECORD_READERS },
      },
      {
        path: '/audit',
        name: 'audit',
        component: () => import('./views/AuditTrailView.vue'),
        meta: { title: 'Audit trail of every workstation', roles: RECORD_READERS },
      },
      { path: '/:rest(.*)', redirect: '/' },
    ],
  });

  // Every page is for someone: head office says who is signed in, and the page follows.
  router.beforeEach(async (to) => {
    const store = useSessionStore();
    if (!store.loaded) await store.load();
    const session = store.session;
    if (!session) {
      const wanted = store.needsFirstAdmin ? 'first-admin' : 'sign-in';
      return to.name === wanted ? true : { name: wanted };
    }
    if (session.mustChangePassword)
      return to.name === 'own-password' ? true : { name: 'own-password' };
    if (to.meta.roles?.includes(session.role) || to.meta.signedIn) return true;
    return homeOf(session.role);
  });
  router.onError((error: unknown) => {
    console.error('The console could not open the page:', error);
  });
  router.afterEach((to) => {
    document.title = `${to.meta.title} · Remit Desk head office`;
  });
  return router;
}
