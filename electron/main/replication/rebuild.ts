import { ackIsSigned, firstBrokenLink } from '../../../hq/protocol/chain';
import { GENESIS, type Ack, type Change } from '../../../hq/protocol/wire';
import type { MessageArgs, MessageKey } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { AUDIT_REBUILT } from '../journal/audit-chain';
import type { Journal } from '../journal/journal';
import { RebuildError } from '../journal/outbox-rebuild';
import type { JournalKeychain } from '../keys/journal-keychain';
import type { HeadOfficeTrust } from './acknowledge';

/**
 * A replacement PC's journal rebuilt from head office's changes (D98). The changes come in order
 * from seq 1, checked here again link by link, and must end at the head of head office's signed
 * acknowledgement; each is copied into the outbox and applied to its table, every row sealed
 * under this workstation's new keys, and the audit rows the replaced PC sealed with a key lost
 * with it sealed again (audit-chain.ts says how they are checked from then on). `finish` makes the
 * reference counter continue after the highest reference rebuilt, writes the rebuild's mark (the
 * first audit row of this workstation, whose change continues the chain at the next seq) and
 * sets the keychain's head to it.
 *
 * The journal is a fresh one (opened, not started: no row of its own), or one a stopped rebuild
 * left: `through` says where to go on from.
 */

export type RebuildFailure = AppError<'rebuild-refused'>;

export interface RebuildOptions {
  /** Opened on the new data folder (openJournal), and not started (no sealJournal). */
  journal: Journal;
  /** The new workstation's keychain: its audit key is made here, its head set by `finish`. */
  keychain: JournalKeychain;
  /** Head office's acknowledgement of the replaced workstation's whole chain. */
  ack: Ack;
  trust: HeadOfficeTrust;
  now: () => number;
}

export interface JournalRebuild {
  /** The last change applied (seq 0 and GENESIS before the first): ask head office after it. */
  through(): { seq: number; head: string };
  /** Applies the next changes, in one transaction; refused when one does not follow. */
  apply(changes: readonly Change[]): Result<{ through: number }, RebuildFailure>;
  /** Ends the rebuild once every acknowledged change is applied. */
  finish(): Promise<Result<RebuiltJournal, RebuildFailure>>;
}

export interface RebuiltJournal {
  changes: number;
  /** The last audit row copied from head office; the mark is the row after it. */
  rebuiltThrough: number;
  /** The reference counter new references continue after (null: no transfer yet). */
  lastCounter: number | null;
}

function refused<K extends MessageKey>(key: K, ...args: MessageArgs<K>): RebuildFailure {
  return worded('rebuild-refused', key, ...args);
}

export async function beginRebuild(
  options: RebuildOptions,
): Promise<Result<JournalRebuild, RebuildFailure>> {
  const { journal, ack, trust } = options;
  if (ack.workstationId !== trust.workstationId || !ackIsSigned(trust.publicKey, ack)) {
    return fail(refused('replication.rebuild.notHeadOffice'));
  }
  const audit = journal.audit;
  const lastAudit = audit.last()?.seq ?? 0;
  if (journal.outbox.firstUnhashed() !== null || (audit.rebuiltThrough() ?? 0) !== lastAudit) {
    return fail(refused('replication.rebuild.notFresh'));
  }
  audit.useKey((await options.keychain.ensureKey()).key);
  const writer = journal.rebuildWriter();
  // A rebuild that stopped goes on after the last change it applied.
  const applied = journal.outbox.lastSeq();
  let through = {
    seq: applied,
    head: applied > 0 ? journal.outbox.record(applied)!.hash! : GENESIS,
  };
  let finished = false;

  return ok({
    through: () => through,
    apply(changes) {
      const broken = firstBrokenLink(changes, through.seq, through.head);
      if (broken) return fail(refused('replication.rebuild.doesNotFollow', { seq: broken.seq }));
      const last = changes.at(-1);
      if (!last) return ok({ through: through.seq });
      if (last.seq > ack.seq) {
        return fail(refused('replication.rebuild.beyondAck', { seq: last.seq }));
      }
      try {
        writer.apply(changes);
      } catch (error) {
        if (error instanceof RebuildError) {
          return fail(
            refused('replication.rebuild.cannotApply', { seq: error.seq, table: error.table }),
          );
        }
        throw error;
      }
      through = { seq: last.seq, head: last.hash };
      return ok({ through: through.seq });
    },
    async finish() {
      if (through.seq === ack.seq && through.head !== ack.head) {
        return fail(refused('replication.rebuild.doesNotFollow', { seq: ack.seq }));
      }
      if (finished || through.seq !== ack.seq) {
        return fail(
          refused('replication.rebuild.unfinished', {
            reached: through.seq,
            acknowledged: ack.seq,
          }),
        );
      }
      finished = true;
      const rebuiltThrough = audit.last()?.seq ?? 0;
      const { lastCounter, mark } = journal.transaction(() => {
        const lastCounter = writer.continueReferences();
        journal.rowSeals.sealUnsealed();
        const at = new Date(options.now()).toISOString();
        audit.append({
          at,
          operatorId: null,
          action: AUDIT_REBUILT,
          details: { rebuiltThrough, outbox: { seq: ack.seq, head: ack.head }, ack },
        });
        return { lastCounter, mark: audit.last()! };
      });
      await options.keychain.resetHead({ seq: mark.seq, mac: mark.mac });
      await options.keychain.saveChecked({ seq: mark.seq, mac: mark.mac });
      return ok({ changes: ack.seq, rebuiltThrough, lastCounter });
    },
  });
}
