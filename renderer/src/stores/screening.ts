import { defineStore } from 'pinia';
import { ref } from 'vue';
import type {
  HeldTransferView,
  HoldDecisionRequest,
  ListImportRequest,
  ScreeningListsView,
} from '@shared/domain/screening';
import { remitDesk } from '../bridge';
import { plainCopy } from '../plain';
import { failed, keepAnswer, safely, type Answer } from './ipc-failure';

/**
 * Sanctions screening from the renderer's side (D78): the lists in force and their import (an
 * admin's), the transfers held for a compliance check and a compliance officer's decision. Main
 * decides every one; this store asks and keeps what is on screen.
 */
export const useScreeningStore = defineStore('screening', () => {
  const lists = ref<ScreeningListsView | null>(null);
  const held = ref<HeldTransferView[] | null>(null);
  const error = ref<string | null>(null);
  /** A compliance officer's decision is on its way: one at a time. */
  const deciding = ref(false);

  async function loadLists(): Promise<void> {
    keepAnswer(await safely(() => remitDesk().screeningLists(), failed), lists, error);
  }

  async function importList(request: ListImportRequest): Promise<Answer<'importScreeningList'>> {
    const result = await safely(() => remitDesk().importScreeningList(plainCopy(request)), failed);
    if (result.ok && result.value) lists.value = result.value;
    return result;
  }

  async function loadHeld(): Promise<void> {
    keepAnswer(await safely(() => remitDesk().heldTransfers(), failed), held, error);
  }

  /** A decision's answer, once the list shows what it left held (whatever the answer). */
  async function decided<T>(ask: () => Promise<T>): Promise<T> {
    deciding.value = true;
    try {
      const result = await ask();
      await loadHeld();
      return result;
    } finally {
      deciding.value = false;
    }
  }

  function release(decision: HoldDecisionRequest): Promise<Answer<'releaseHeld'>> {
    return decided(() => safely(() => remitDesk().releaseHeld(plainCopy(decision)), failed));
  }

  function refuse(decision: HoldDecisionRequest): Promise<Answer<'refuseHeld'>> {
    return decided(() => safely(() => remitDesk().refuseHeld(plainCopy(decision)), failed));
  }

  return { lists, held, error, deciding, loadLists, importList, loadHeld, release, refuse };
});
