import { describe, expect, it } from 'vitest';
import {
  checkDebugSwitches,
  ignoredEnvironmentMessage,
  refusedDebugSwitchesMessage,
  switchName,
} from '../../electron/main/debug-switches';

const EXE = 'C:\\Program Files\\Remit Desk\\Remit Desk.exe';

function packaged(args: string[], env: Record<string, string> = {}) {
  return checkDebugSwitches({ argv: [EXE, ...args], env, packaged: true });
}

describe('debugging switches', () => {
  it.each([
    ['--remote-debugging-port=9222', '--remote-debugging-port'],
    ['--remote-debugging-pipe', '--remote-debugging-pipe'],
    ['--remote-debugging-address=0.0.0.0', '--remote-debugging-address'],
    ['--remote-allow-origins=*', '--remote-allow-origins'],
    ['--inspect', '--inspect'],
    ['--inspect=0.0.0.0:9229', '--inspect'],
    ['--inspect-brk=9229', '--inspect-brk'],
    ['--inspect-port=0', '--inspect-port'],
    ['--inspect-brk-node', '--inspect-brk-node'],
    ['--debug=5858', '--debug'],
    ['--js-flags=--allow-natives-syntax', '--js-flags'],
    ['--enable-logging=file', '--enable-logging'],
    ['--log-net-log=C:\\Users\\clerk\\net.json', '--log-net-log'],
    ['--ignore-certificate-errors', '--ignore-certificate-errors'],
    ['--no-sandbox', '--no-sandbox'],
    ['--disable-web-security', '--disable-web-security'],
    ['--ssl-key-log-file=C:\\Users\\clerk\\keys.log', '--ssl-key-log-file'],
    ['--user-data-dir=C:\\Users\\clerk\\second', '--user-data-dir'],
  ])('stop the packaged app: %s', (arg, name) => {
    expect(packaged([arg]).refused).toEqual([name]);
  });

  it('are found however Chromium would read them: one dash, a slash, any case, a separate value', () => {
    expect(packaged(['-remote-debugging-port=9222']).refused).toEqual(['--remote-debugging-port']);
    expect(packaged(['/remote-debugging-port=9222']).refused).toEqual(['--remote-debugging-port']);
    expect(packaged(['--Remote-Debugging-Port=9222']).refused).toEqual(['--remote-debugging-port']);
    expect(packaged(['--remote-debugging-port', '9222']).refused).toEqual([
      '--remote-debugging-port',
    ]);
    expect(packaged(['--', '--inspect']).refused).toEqual(['--inspect']);
  });

  it('are each named once, never with their values', () => {
    const { refused } = packaged([
      '--js-flags=--expose-gc',
      '--remote-debugging-port=9222',
      '--js-flags=--trace-opt',
    ]);
    expect(refused).toEqual(['--js-flags', '--remote-debugging-port']);
  });

  it('leave ordinary and network switches alone', () => {
    expect(
      packaged([
        '--lang=sw',
        '--proxy-server=http://proxy.bank.example:8080',
        '--proxy-pac-url=http://wpad/wpad.dat',
        '-psn_0_1234567',
        '/Applications/Remit Desk.app',
        'debug',
        '--debugger-notes',
      ]),
    ).toEqual({ refused: [], ignored: [] });
  });

  it('ignore the executable path itself', () => {
    expect(checkDebugSwitches({ argv: ['--inspect'], env: {}, packaged: true }).refused).toEqual(
      [],
    );
  });

  it('stay allowed in development', () => {
    expect(
      checkDebugSwitches({
        argv: ['electron', '.', '--inspect=9229', '--remote-debugging-port=9222'],
        env: { ELECTRON_ENABLE_LOGGING: '1', NODE_OPTIONS: '--inspect' },
        packaged: false,
      }),
    ).toEqual({ refused: [], ignored: [] });
  });

  it('include ELECTRON_ENABLE_LOGGING, and report what the fuses ignore without stopping', () => {
    expect(packaged([], { ELECTRON_ENABLE_LOGGING: '1' })).toEqual({
      refused: ['ELECTRON_ENABLE_LOGGING'],
      ignored: [],
    });
    expect(
      packaged([], { NODE_OPTIONS: '--inspect --require ./x.js', ELECTRON_RUN_AS_NODE: '1' }),
    ).toEqual({ refused: [], ignored: ['NODE_OPTIONS', 'ELECTRON_RUN_AS_NODE'] });
    expect(packaged([], { ELECTRON_ENABLE_LOGGING: '', NODE_OPTIONS: '' })).toEqual({
      refused: [],
      ignored: [],
    });
  });

  it('include SSLKEYLOGFILE, with which Chromium writes the session keys of every connection', () => {
    expect(packaged([], { SSLKEYLOGFILE: '/tmp/keys.log' }).refused).toEqual(['SSLKEYLOGFILE']);
    expect(packaged([], { SSLKEYLOGFILE: '' }).refused).toEqual([]);
  });

  it('include a second data folder however it is spelled, and allow it in development', () => {
    expect(packaged(['--User-Data-Dir', 'D:\\other']).refused).toEqual(['--user-data-dir']);
    expect(packaged(['/user-data-dir=D:\\other']).refused).toEqual(['--user-data-dir']);
    expect(
      checkDebugSwitches({
        argv: ['electron', '.', '--user-data-dir=/tmp/dev'],
        env: { SSLKEYLOGFILE: '/tmp/keys.log' },
        packaged: false,
      }).refused,
    ).toEqual([]);
  });

  it('say why a second data folder is refused, apart from the debugging switches', () => {
    expect(refusedDebugSwitchesMessage(['--user-data-dir'])).toBe(
      'Remit Desk will not start with --user-data-dir. A workstation keeps one journal, in its ' +
        "own folder; another folder would start a second journal beside this workstation's " +
        'keychain. Start Remit Desk from its shortcut, without it; if IT added it, ask IT to ' +
        'remove it.',
    );
    const both = refusedDebugSwitchesMessage(['--ssl-key-log-file', '--user-data-dir']);
    expect(both).toMatch(/^Remit Desk will not start with --ssl-key-log-file\. These debugging/);
    expect(both).toContain('Remit Desk will not start with --user-data-dir. A workstation');
  });

  it('are explained in words: what was found, why it matters, what to do', () => {
    expect(refusedDebugSwitchesMessage(['--remote-debugging-port', '--js-flags'])).toBe(
      'Remit Desk will not start with --remote-debugging-port, --js-flags. These debugging and ' +
        'logging options would let someone at this workstation watch or change what it sends to ' +
        'the bank. Start Remit Desk from its shortcut, without them; if IT added them, ask IT to ' +
        'remove them.',
    );
    expect(ignoredEnvironmentMessage('NODE_OPTIONS')).toBe(
      'NODE_OPTIONS is set and ignored: this build of Remit Desk does not honour it.',
    );
  });

  it('read a switch name as Chromium does', () => {
    expect(switchName('--Inspect-Brk=9229')).toBe('inspect-brk');
    expect(switchName('-v=1')).toBe('v');
    expect(switchName('9222')).toBeNull();
    expect(switchName('--')).toBeNull();
    expect(switchName('-')).toBeNull();
  });
});
