import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { HeadOfficeEnrolment, HeadOfficeStatusView } from '@shared/domain/head-office';
import { remitDesk } from '../bridge';
import { failed, keepAnswer, safely, type Answer } from './ipc-failure';
import { clearedWhenSessionEnds } from './session-data';

/**
 * The workstation's connection to head office (D99, D100): the replication's status, read by
 * admins and supervisors, and an admin's enrolment. Nothing secret is held here: main keeps the
 * key, and the code is gone once sent.
 */
export const useHeadOfficeStore = defineStore('head-office', () => {
  const status = ref<HeadOfficeStatusView | null>(null);
  const error = ref<string | null>(null);

  async function load(): Promise<void> {
    keepAnswer(await safely(() => remitDesk().headOfficeStatus(), failed), status, error);
  }

  /** Main makes the key, asks head office, and keeps the connection; the form shows a refusal. */
  async function enrol(request: HeadOfficeEnrolment): Promise<Answer<'enrolWithHeadOffice'>> {
    const answer = await safely(() => remitDesk().enrolWithHeadOffice(request), failed);
    if (answer.ok) await load();
    return answer;
  }

  function clear(): void {
    status.value = null;
    error.value = null;
  }
  clearedWhenSessionEnds(clear);

  return { status, error, load, enrol, clear };
});
