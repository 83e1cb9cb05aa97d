import { parseArgs } from 'node:util';
import { ensureConsoleBuilt } from './console/console-build';
import { startHeadOffice } from './start';

// `npm run hq -- --data-dir DIR [--port N] [--host H] [--database postgres://…]
//                [--tls-cert FILE --tls-key FILE]`
const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    port: { type: 'string', default: '8443' },
    host: { type: 'string', default: '127.0.0.1' },
    database: { type: 'string' },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
  },
});

try {
  await ensureConsoleBuilt((line) => console.log(line));
  const started = await startHeadOffice({
    dataDir: values['data-dir'],
    port: values.port,
    host: values.host,
    database: values.database,
    tlsCert: values['tls-cert'],
    tlsKey: values['tls-key'],
  });
  for (const line of started.lines) console.log(line);
  const stop = async () => {
    await started.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
