import { defineStore } from 'pinia';
import { ref } from 'vue';
import type {
  HeldTransferView,
  HoldDecisionRequest,
  ListImportRequest,
  ScreeningListsView,
} from '@shared/domain/screening';
import { remitDesk } from '../bridge';
import { errorText } from '../i18n';
import { plainCopy } from '../plain';
import type { Answer } from './ipc-failure';
import { failed, safely } from './ipc-failure';

/**
 * Sanctions screening from the renderer's side (D78): the lists in force and their import (an
 * admin's), the transfers held for a compliance check and a compliance officer's decision. Main
 * decides every one; this store asks and keeps what is on screen.
 */
export const useScreeningStore = defineStore('screening', () => {
  const lists = ref<ScreeningListsView | null>(null);
  const held = ref<HeldTransferView[] | null>(null);
  const error = ref<string | null>(null);

  async function loadLists(): Promise<void> {
    const result = await safely(() => remitDesk().screeningLists(), failed);
    if (result.ok) lists.value = result.value;
    error.value = result.ok ? null : errorText(result.error);
  }

  async function importList(request: ListImportRequest): Promise<Answer<'importScreeningList'>> {
    const result = await safely(() => remitDesk().importScreeningList(plainCopy(request)), failed);
    if (result.ok && result.value) lists.value = result.value;
    return result;
  }

  async function loadHeld(): Promise<void> {
    const result = await safely(() => remitDesk().heldTransfers(), failed);
    if (result.ok) held.value = result.value;
    error.value = result.ok ? null : errorText(result.error);
  }

  async function release(decision: HoldDecisionRequest): Promise<Answer<'releaseHeld'>> {
    const result = await safely(() => remitDesk().releaseHeld(plainCopy(decision)), failed);
    await loadHeld();
    return result;
  }

  async function refuse(decision: HoldDecisionRequest): Promise<Answer<'refuseHeld'>> {
    const result = await safely(() => remitDesk().refuseHeld(plainCopy(decision)), failed);
    await loadHeld();
    return result;
  }

  return { lists, held, error, loadLists, importList, loadHeld, release, refuse };
});
