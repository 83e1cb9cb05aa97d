import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { HeadOfficeEnrolment, TakeoverView } from '@shared/domain/head-office';
import type { IpcError } from '@shared/ipc/define';
import { remitDesk } from '../bridge';
import { errorText } from '../i18n';
import { failed, keepAnswer, safely, type Answer } from './ipc-failure';

/**
 * A new PC taking a workstation over from head office at its first launch (D112): the takeover
 * under way (whose journal, how far), the form's request, and going on after a stop. Once every
 * change is in, main starts the app again on the rebuilt journal. Nothing secret is held here.
 */
export const useTakeoverStore = defineStore('takeover', () => {
  const underWay = ref<TakeoverView | null>(null);
  const error = ref<string | null>(null);
  /** Every change is in: the app is starting again on the rebuilt journal. */
  const done = ref(false);
  /** Why the takeover under way stopped last, in words: it is gone on with from there. */
  const stopped = ref<string | null>(null);

  async function settle(answer: { ok: true } | { ok: false; error: IpcError<string> }) {
    done.value = answer.ok;
    stopped.value = answer.ok ? null : errorText(answer.error);
    // A stop after the enrolment leaves a takeover to go on with: the page shows it.
    if (!answer.ok) await load();
  }

  async function load(): Promise<void> {
    keepAnswer(await safely(() => remitDesk().takeoverStatus(), failed), underWay, error);
  }

  async function begin(request: HeadOfficeEnrolment): Promise<Answer<'takeOverFromHeadOffice'>> {
    const answer = await safely(() => remitDesk().takeOverFromHeadOffice(request), failed);
    await settle(answer);
    return answer;
  }

  async function resume(): Promise<Answer<'resumeTakeover'>> {
    const answer = await safely(() => remitDesk().resumeTakeover(), failed);
    await settle(answer);
    return answer;
  }

  return { underWay, error, done, stopped, load, begin, resume };
});
