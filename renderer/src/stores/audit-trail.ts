import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { AuditTrailPage, AuditTrailQuery } from '@shared/domain/audit-trail';
import { remitDesk } from '../bridge';
import { plainCopy } from '../plain';
import { failed, keepAnswer, safely, type Answer } from './ipc-failure';

/**
 * The audit trail (D79) from the renderer's side: the page main answers for the filters, and
 * the CSV main writes after checking the chain. Main decides who may read it.
 */
export const useAuditTrailStore = defineStore('audit-trail', () => {
  const page = ref<AuditTrailPage | null>(null);
  const error = ref<string | null>(null);

  async function load(query: AuditTrailQuery): Promise<void> {
    keepAnswer(await safely(() => remitDesk().auditTrail(plainCopy(query)), failed), page, error);
  }

  function exportCsv(query: AuditTrailQuery): Promise<Answer<'exportAuditTrail'>> {
    return safely(() => remitDesk().exportAuditTrail(plainCopy(query)), failed);
  }

  function clear(): void {
    page.value = null;
    error.value = null;
  }

  return { page, error, load, exportCsv, clear };
});
