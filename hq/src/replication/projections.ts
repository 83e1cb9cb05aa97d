import type { Change } from '../../protocol/wire';
import type { Queryable } from '../db/db';

/** The workstation whose changes a projection is given. */
export interface ProjectedWorkstation {
  id: string;
  branchCode: string;
  number: number;
  /** The branch's zone, when the caller read it already (the push's lock does): a query saved. */
  timeZone?: string;
}

/**
 * Another module's view of stored changes (e.g. the console's transfers), kept up to date in the
 * push's own transaction: given each batch's newly stored changes, in order, once. If it throws,
 * the batch is not stored and the workstation sends it again later, so it must not refuse a
 * change it cannot read (it skips it, and says so in its own table).
 */
export type ChangeProjection = (
  tx: Queryable,
  workstation: ProjectedWorkstation,
  changes: readonly Change[],
) => Promise<void>;

/** Every projection head office runs on each push, in order; a module adds its own here. */
export const CHANGE_PROJECTIONS: readonly ChangeProjection[] = [];
