import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { AppStatus } from '@shared/ipc/contract';
import type { FirstAdminRequest } from '@shared/domain/earlier-setup';
import type { JournalKeysImport } from '@shared/domain/key-escrow';
import type { IdleStanding, OwnPasswordChange, SignInRequest } from '@shared/domain/operators';
import type { Language, MessageRef } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { remitDesk } from '../bridge';
import { setBranchTimeZone } from '../branch-time';
import type { Answer } from './ipc-failure';
import { errorText, t } from '../i18n';
import { wordsFor } from '../words';
import { failed, safely } from './ipc-failure';

/**
 * Who is signed in, and the app's status (environment, first launch, problems). The router's
 * guards read it; the main process can end a session at any time (`sessionEnded`).
 */
export const useSessionStore = defineStore('session', () => {
  const status = ref<AppStatus | null>(null);
  const loadError = ref<string | null>(null);
  /**
   * Main started without the journal's key (D75): only head office's key file can be imported,
   * and this window shows nothing else.
   */
  const keyMissing = ref(false);
  /** Why the main process ended the last session: main's sentence, and its words (D65). */
  const ended = ref<{ message: string; text?: MessageRef } | null>(null);
  /** That reason in the sign-in screen's language, worded again when the language changes. */
  const endedReason = computed(() => (ended.value ? errorText(ended.value) : null));
  /** The last end was a session running out, whose operator's drafts are kept for them (D44). */
  const endKeepsDraft = ref(false);
  /**
   * Main's warning that the session ends soon without activity (D27); null once the
   * operator stays, or the session ended.
   */
  const idleWarning = ref<IdleStanding | null>(null);
  /** Where the session stood at the last report of activity: main's count, not the window's. */
  const idleStanding = ref<IdleStanding | null>(null);
  /**
   * What the page a navigation lands on says once: a refusal the router explains there, or the
   * outcome of what sent the operator there.
   */
  const notice = ref<{ text: string; route: string; tone?: 'warning' | 'success' } | null>(null);

  const session = computed(() => status.value?.session ?? null);
  const role = computed(() => session.value?.role ?? null);
  /** Signed in with a password an admin reset: main allows nothing but choosing a new one. */
  const mustChangePassword = computed(() => session.value?.mustChangePassword ?? false);
  const environment = computed(() => status.value?.environment ?? null);
  /** The sign-in screen's language on this workstation (D83). */
  const signInLanguage = computed<Language>(() => status.value?.signInLanguage ?? 'en');

  let listening = false;
  /**
   * Session changes this window knows of (main ended it, or it signed in or out here). A status
   * answer asked for before the latest change may carry the session as it was: the change stands.
   */
  let sessionChanges = 0;
  function setSession(next: AppStatus['session']): void {
    sessionChanges += 1;
    if (status.value) status.value = { ...status.value, session: next };
    if (!next) {
      idleWarning.value = null;
      idleStanding.value = null;
      // The sign-in screen shows the workstation's language again, not the last operator's (D83).
      void wordsLoaded({ setupNeeded: false, session: null, signInLanguage: signInLanguage.value });
    }
  }

  function listen(): void {
    if (listening) return;
    listening = true;
    remitDesk().on('sessionEnded', ({ reason, text, keepsDraft }) => {
      // Read by the window's watch on the session, which runs after this.
      endKeepsDraft.value = keepsDraft === true;
      setSession(null);
      ended.value = text ? { message: reason, text } : { message: reason };
    });
    remitDesk().on('idleWarning', (standing) => {
      if (session.value) idleWarning.value = standing;
    });
    // D50: the branch's name and zone, why sending stops and the admin's warnings follow a save.
    remitDesk().on('settingsChanged', () => {
      if (session.value) void loadStatus();
    });
  }

  async function loadStatus(): Promise<boolean> {
    listen();
    const changesBefore = sessionChanges;
    const result = await safely(() => remitDesk().appStatus(), failed);
    if (!result.ok) {
      keyMissing.value = result.error.code === 'journal-key-missing';
      loadError.value = errorText(result.error);
      return false;
    }
    // The words of what the status shows arrive before it does (D74).
    if (!(await wordsLoaded(result.value))) return false;
    setBranchTimeZone(result.value.timeZone);
    status.value =
      sessionChanges === changesBefore
        ? result.value
        : { ...result.value, session: status.value?.session ?? null };
    loadError.value = null;
    return true;
  }

  async function wordsLoaded(
    next: Pick<AppStatus, 'setupNeeded' | 'session'> & Partial<Pick<AppStatus, 'signInLanguage'>>,
  ): Promise<boolean> {
    try {
      await wordsFor(next);
      return true;
    } catch {
      loadError.value = t('app.wordsNotLoaded');
      return false;
    }
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
      ended.value = null;
      // A session shows only with its screens' words (D74): without them it ends at once.
      if (!(await wordsLoaded({ setupNeeded: false, session: result.value }))) {
        await safely(() => remitDesk().signOut(), failed);
        return { ok: false, error: worded('unavailable', 'app.wordsNotLoaded') };
      }
      setSession(result.value);
      await loadStatus();
    }
    return result;
  }

  /** Head office's key file, chosen in main's dialog, opened with `request`'s passphrase (D75). */
  function importJournalKeys(request: JournalKeysImport): Promise<Answer<'importJournalKeys'>> {
    return safely(() => remitDesk().importJournalKeys(request), failed);
  }

  async function createFirstAdmin(request: FirstAdminRequest): Promise<Answer<'createFirstAdmin'>> {
    const result = await safely(() => remitDesk().createFirstAdmin(request), failed);
    if (result.ok) {
      await wordsLoaded({ setupNeeded: false, session: result.value });
      setSession(result.value);
      if (status.value) status.value = { ...status.value, setupNeeded: false };
    }
    // Also after 'already-set-up': the status says what to show now.
    await loadStatus();
    return result;
  }

  async function changeOwnPassword(
    request: OwnPasswordChange,
  ): Promise<Answer<'changeOwnPassword'>> {
    const result = await safely(() => remitDesk().changeOwnPassword(request), failed);
    if (result.ok) setSession(result.value);
    return result;
  }

  async function signOut(): Promise<Answer<'signOut'>> {
    const result = await safely(() => remitDesk().signOut(), failed);
    if (result.ok) {
      endKeepsDraft.value = false;
      setSession(null);
    }
    return result;
  }

  /**
   * The operator's own language (D83): main keeps it with the operator; the window words in it
   * once its words are here.
   */
  async function setOwnLanguage(language: Language): Promise<Answer<'setOwnLanguage'>> {
    const result = await safely(() => remitDesk().setOwnLanguage({ language }), failed);
    if (result.ok) {
      await wordsLoaded({ setupNeeded: false, session: result.value });
      setSession(result.value);
      // What stops a send is worded by main in the operator's language (D93): asked again.
      await loadStatus();
    }
    return result;
  }

  /**
   * The sign-in screen's language (D83): shown at once, and kept by main for the next start. A
   * refusal (the choice could not be kept) is answered for the screen to say.
   */
  async function setSignInLanguage(language: Language): Promise<Answer<'setSignInLanguage'>> {
    await wordsLoaded({ setupNeeded: false, session: null, signInLanguage: language });
    if (status.value) status.value = { ...status.value, signInLanguage: language };
    return safely(() => remitDesk().setSignInLanguage({ language }), failed);
  }

  /**
   * Tells main the operator is at work, which moves the idle end on; the answer is where the
   * session stands now. A warning on screen is answered by it. A refusal (the session already
   * ended) changes nothing here: main's end arrives as its own event.
   */
  async function reportActivity(): Promise<void> {
    if (!session.value) return;
    const result = await safely(() => remitDesk().reportActivity(), failed);
    if (!result.ok || !session.value) return;
    idleStanding.value = result.value;
    if (idleWarning.value && result.value.remainingMs > result.value.warningMs) {
      idleWarning.value = null;
    }
  }

  return {
    status,
    loadError,
    keyMissing,
    endedReason,
    endKeepsDraft,
    idleWarning,
    idleStanding,
    notice,
    session,
    role,
    mustChangePassword,
    environment,
    signInLanguage,
    loadStatus,
    ensureLoaded,
    signIn,
    signOut,
    reportActivity,
    createFirstAdmin,
    changeOwnPassword,
    setOwnLanguage,
    setSignInLanguage,
    importJournalKeys,
  };
});
