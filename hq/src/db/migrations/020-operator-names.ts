import type { HqMigration } from './migration';

/**
 * The name of each workstation's operators, so the console names them as the workstation's own
 * screens do, the name before the id (`Jane Wanjiru (clerk.jane)`): keyed by workstation, since
 * two branches may give one id to two people. Only the display name is kept: the replicated
 * operators row carries the operator's password verifier too, which stays in the stored change
 * alone. The projection keeps it from each push (hq/src/projections/operator-names.ts); here it
 * is filled from the changes stored before it, each operator's changes in the workstation's order
 * with the same rules: a change whose key or row is not JSON, or whose row has no name, is passed
 * by (its own subtransaction, so one bad text never stops the upgrade), a delete takes the name
 * away. The fill reads every stored change once; operators' rows are few among them.
 */
export const migration: HqMigration = {
  version: 20,
  name: 'operator-names',
  sql: `
    CREATE TABLE hq_operator_names (
      workstation_id text NOT NULL,
      operator_id text NOT NULL,
      display_name text NOT NULL,
      PRIMARY KEY (workstation_id, operator_id)
    );

    DO $$
    DECLARE
      c record;
      k jsonb;
      r jsonb;
      id text;
      shown text;
    BEGIN
      FOR c IN SELECT workstation_id, op, key, row FROM changes
                WHERE table_name = 'operators' ORDER BY workstation_id, seq LOOP
        BEGIN
          k := c.key::jsonb;
          r := CASE WHEN c.op = 'delete' THEN NULL ELSE c.row::jsonb END;
        EXCEPTION WHEN others THEN
          CONTINUE;
        END;
        id := CASE WHEN jsonb_typeof(k -> 'operator_id') IN ('string', 'number')
                   THEN k ->> 'operator_id'
                   WHEN jsonb_typeof(r -> 'operator_id') IN ('string', 'number')
                   THEN r ->> 'operator_id' END;
        CONTINUE WHEN id IS NULL;
        IF c.op = 'delete' THEN
          DELETE FROM hq_operator_names WHERE workstation_id = c.workstation_id AND operator_id = id;
          CONTINUE;
        END IF;
        shown := CASE WHEN jsonb_typeof(r -> 'display_name') = 'string'
                     THEN r ->> 'display_name' END;
        CONTINUE WHEN shown IS NULL OR shown = '';
        INSERT INTO hq_operator_names (workstation_id, operator_id, display_name)
        VALUES (c.workstation_id, id, shown)
        ON CONFLICT (workstation_id, operator_id) DO UPDATE SET display_name = EXCLUDED.display_name;
      END LOOP;
    END $$;
  `,
};
