import { benchPostgres } from './hq-postgres';
import { sendWithHeadOfficeFigures } from './send-hq-figures';
const pg = await benchPostgres();
try {
  const out = await sendWithHeadOfficeFigures(pg, Number(process.env.N ?? 60));
  console.log(JSON.stringify(out, null, 1));
} finally { await pg.stop(); }
