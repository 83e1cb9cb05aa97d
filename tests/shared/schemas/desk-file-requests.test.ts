import { describe, expect, it } from 'vitest';
import {
  validateCsvExportRequest,
  validateDayPrintRequest,
  validateReceiptPrintRequest,
} from '@shared/schemas/supervisor-schemas';

/* What main accepts for the supervisor desk's prints and files, whatever a page sends. */
describe('the supervisor desk file requests', () => {
  it('prints a receipt by its reference to the printer or a PDF, nothing else', () => {
    expect(validateReceiptPrintRequest({ reference: '420282816025', output: 'pdf' })).toEqual({
      ok: true,
      value: { reference: '420282816025', output: 'pdf' },
    });
    const wrong = validateReceiptPrintRequest({ reference: '4202', output: 'fax' });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) {
      expect(wrong.error.fields.map((f) => f.path).sort()).toEqual(['output', 'reference']);
    }
    // A page cannot choose the copy number, the paper or where the file goes.
    const extra = validateReceiptPrintRequest({
      reference: '420282816025',
      output: 'pdf',
      copyNumber: 0,
    });
    expect(extra.ok).toBe(false);
    expect(validateDayPrintRequest({ day: '2026-11-24', output: 'printer' }).ok).toBe(true);
    expect(validateDayPrintRequest({ day: '2026-02-30', output: 'printer' }).ok).toBe(false);
    expect(validateDayPrintRequest({ day: '2026-11-24', output: 'pdf', path: '/tmp' }).ok).toBe(
      false,
    );
  });

  it("exports the log's filters without paging, checked as the log checks them", () => {
    expect(
      validateCsvExportRequest({ filters: { state: 'waiting', currency: 'KES', text: 'Otieno' } }),
    ).toEqual({
      ok: true,
      value: { filters: { state: 'waiting', currency: 'KES', text: 'Otieno' } },
    });
    expect(validateCsvExportRequest({ filters: { cursor: '12' } }).ok).toBe(false);
    expect(validateCsvExportRequest({ filters: { text: 'ab' } }).ok).toBe(false);
    expect(validateCsvExportRequest({ filters: {}, file: '/etc/passwd' }).ok).toBe(false);
    expect(validateCsvExportRequest(null).ok).toBe(false);
  });
});
