import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type {
  ConsoleSessionView,
  ConsoleState,
  FirstAdminRequest,
  OwnPasswordChange,
} from '../../console-api/operators';
import { call, onSessionEnded, type Answer } from '../api';

/** Who is signed in to the console, and whether head office still waits for its first admin. */
export const useSessionStore = defineStore('session', () => {
  const session = ref<ConsoleSessionView | null>(null);
  const needsFirstAdmin = ref(false);
  const loaded = ref(false);
  /** Why the last session ended, for the sign-in screen to say. */
  const endedNotice = ref<string | null>(null);

  onSessionEnded(() => {
    if (session.value) endedNotice.value = 'Your session has ended. Sign in again to go on.';
    session.value = null;
  });

  async function load(): Promise<void> {
    const answer = await call<ConsoleState>('GET', '/session');
    if (answer.ok) {
      session.value = answer.value.session;
      needsFirstAdmin.value = answer.value.needsFirstAdmin;
    }
    loaded.value = true;
  }

  function keep(answer: Answer<ConsoleSessionView>): Answer<ConsoleSessionView> {
    if (answer.ok) {
      session.value = answer.value;
      needsFirstAdmin.value = false;
      endedNotice.value = null;
    }
    return answer;
  }

  const signIn = async (operatorId: string, password: string) =>
    keep(await call<ConsoleSessionView>('POST', '/session', { operatorId, password }));

  const createFirstAdmin = async (request: FirstAdminRequest) =>
    keep(await call<ConsoleSessionView>('POST', '/first-admin', request));

  const changePassword = async (request: OwnPasswordChange) =>
    keep(await call<ConsoleSessionView>('POST', '/own-password', request));

  async function signOut(): Promise<void> {
    await call('DELETE', '/session');
    session.value = null;
  }

  const role = computed(() => session.value?.role ?? null);

  return {
    session,
    role,
    needsFirstAdmin,
    loaded,
    endedNotice,
    load,
    signIn,
    createFirstAdmin,
    changePassword,
    signOut,
  };
});
