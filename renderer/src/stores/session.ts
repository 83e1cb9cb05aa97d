import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { AppStatus } from '../../../shared/ipc/contract';
import type { NewOperator, SignInRequest } from '../../../shared/domain/operators';
import { remitDesk } from '../bridge';
import type { Answer } from './ipc-failure';
import { failed, safely } from './ipc-failure';

/**
 * Who is signed in, and the app's status (environment, first launch, problems). The router's
 * guards read it; the main process can end a session at any time (`sessionEnded`).
 */
export const useSessionStore = defineStore('session', () => {
  const status = ref<AppStatus | null>(null);
  const loadError = ref<string | null>(null);
  /** Why the main process ended the last session, a sentence in words for the sign-in screen. */
  const endedReason = ref<string | null>(null);
  /** A refusal the router explains on the page it redirected to. */
  const notice = ref<{ text: string; route: string } | null>(null);

  const session = computed(() => status.value?.session ?? null);
  const role = computed(() => session.value?.role ?? null);
  const environment = computed(() => status.value?.environment ?? null);

  let listening = false;
  function listen(): void {
    if (listening) return;
    listening = true;
    remitDesk().on('sessionEnded', ({ reason }) => {
      if (status.value) status.value = { ...status.value, session: null };
      endedReason.value = reason;
    });
  }

  async function loadStatus(): Promise<boolean> {
    listen();
    const result = await safely(() => remitDesk().appStatus(), failed);
    if (!result.ok) {
      loadError.value = result.error.message;
      return false;
    }
    status.value = result.value;
    loadError.value = null;
    return true;
  }

  let firstLoad: Promise<boolean> | null = null;
  /** Loads the status once; the guards call it on every navigation. */
  function ensureLoaded(): Promise<boolean> {
    if (status.value) return Promise.resolve(true);
    firstLoad ??= loadStatus().finally(() => {
      firstLoad = null;
    });
    return firstLoad;
  }

  async function signIn(request: SignInRequest): Promise<Answer<'signIn'>> {
    const result = await safely(() => remitDesk().signIn(request), failed);
    if (result.ok) {
      endedReason.value = null;
      if (status.value) status.value = { ...status.value, session: result.value };
      await loadStatus();
    }
    return result;
  }

  async function createFirstAdmin(request: NewOperator): Promise<Answer<'createFirstAdmin'>> {
    const result = await safely(() => remitDesk().createFirstAdmin(request), failed);
    if (result.ok && status.value) {
      status.value = { ...status.value, setupNeeded: false, session: result.value };
    }
    // Also after 'already-set-up': the status says what to show now.
    await loadStatus();
    return result;
  }

  async function signOut(): Promise<Answer<'signOut'>> {
    const result = await safely(() => remitDesk().signOut(), failed);
    if (result.ok && status.value) status.value = { ...status.value, session: null };
    return result;
  }

  return {
    status,
    loadError,
    endedReason,
    notice,
    session,
    role,
    environment,
    loadStatus,
    ensureLoaded,
    signIn,
    signOut,
    createFirstAdmin,
  };
});
